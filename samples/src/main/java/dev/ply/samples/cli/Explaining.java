package dev.ply.samples.cli;

import dev.ply.core.Action;
import dev.ply.core.Game;
import dev.ply.core.RulesText;
import java.io.PrintWriter;
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
    Seq<RulesText.Term> found = sameOnce(rules.terms())
        .filter(t -> d.contains(" " + t.name().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}' -]", " ") + " "))
        .sortBy(t -> -t.name().length());
    // drop a term whose name is part of a longer one already found ("Spell" inside "Chaos Spell");
    // the rest in the order the description names them
    return found.filter(t -> !found.exists(o -> o != t && o.name().length() > t.name().length()
        && o.name().toLowerCase(Locale.ROOT).contains(t.name().toLowerCase(Locale.ROOT))))
        .sortBy(t -> d.indexOf(" " + t.name().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}' -]", " ") + " "));
  }

  /** Terms once each where copies of a card share a name and a text (Munchkin's three Elves, D38 to D40). */
  static Seq<RulesText.Term> sameOnce(Seq<RulesText.Term> terms) {
    return terms.distinctBy(t -> t.name() + "\n" + t.text());
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

  /** {@code ? 3} explains action 3; {@code ? Guard} explains the card or term of that name. */
  static <S, A extends Action> void explain(PrintWriter out, Game<S, A> game, S view, Seq<A> legal, String what) {
    RulesText rules = game.rulesText();
    if (what.matches("\\d{1,9}")) {
      int k = Integer.parseInt(what);
      if (k < 1 || k > legal.size()) {
        out.println("There is no action " + what + "; choose from 1 to " + legal.size() + ".");
        return;
      }
      A action = legal.get(k - 1);
      String text = game.describe(view, action);
      out.println(k + ". " + text);
      game.explain(view, action).forEach(x -> Narration.wrap(x, 100, "   ").forEach(out::println));
      Seq<RulesText.Term> named = termsNamedIn(rules, text);
      named.forEach(t -> Narration.wrap(t.name() + ": " + t.text(), 100, "   ").forEach(out::println));
      if (named.isEmpty() && game.explain(view, action).isEmpty()) {
        out.println("   There is nothing more to say about this action than its description.");
      }
      return;
    }
    Seq<RulesText.Term> found = sameOnce(rules.lookup(what));
    if (found.isEmpty()) {
      out.println("No card or term called '" + what + "' in " + game.descriptor().name()
          + (rules.terms().isEmpty() ? "." : "; try one of: " + rules.terms().map(RulesText.Term::name).take(12)
              .mkString(", ") + (rules.terms().size() > 12 ? ", ..." : "") + ". 'ply rules "
              + game.descriptor().id() + "' lists them all."));
      return;
    }
    found.take(6).forEach(t -> Narration.wrap(t.name() + ": " + t.text(), 100, "  ").forEach(out::println));
    if (found.size() > 6) {
      out.println("  ... and " + (found.size() - 6) + " more; be more precise.");
    }
  }
}
