package dev.ply.samples.cli;

import dev.ply.core.RulesText;
import io.vavr.collection.Seq;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/** Small helpers that turn things into words for the commands. */
final class Explaining {
  private Explaining() {}

  /** The terms of {@code rules} whose names appear in {@code description} as whole words, longest names first. */
  static Seq<RulesText.Term> termsNamedIn(RulesText rules, String description) {
    String d = " " + description.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}' -]", " ") + " ";
    Seq<RulesText.Term> found = rules.terms()
        .filter(t -> d.contains(" " + t.name().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}' -]", " ") + " "))
        .sortBy(t -> -t.name().length());
    // drop a term whose name is part of a longer one already found ("Spell" inside "Chaos Spell");
    // the rest in the order the description names them
    return found.filter(t -> !found.exists(o -> o != t && o.name().length() > t.name().length()
        && o.name().toLowerCase(Locale.ROOT).contains(t.name().toLowerCase(Locale.ROOT))))
        .sortBy(t -> d.indexOf(" " + t.name().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}' -]", " ") + " "));
  }

  /** Why an I/O operation failed, in words rather than an exception's class name. */
  static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or folder";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason().toLowerCase(Locale.ROOT);
    }
    String m = e.getMessage();
    return m == null || m.isBlank() ? "it failed" : m;
  }
}
