package dev.ply.samples.cli;

import dev.ply.core.GameDescriptor;
import dev.ply.core.sim.Ladder;
import dev.ply.core.sim.LadderResult;
import dev.ply.core.sim.LadderResult.Pairing;
import dev.ply.core.sim.LadderResult.Rating;
import dev.ply.core.sim.Rate;
import io.vavr.collection.Vector;
import java.util.Locale;

/** The results of {@code ply tournament} as text and as a self-contained HTML report (inline SVG). */
final class TournamentReport {
  private static final String SVG = "http://www.w3.org/2000/svg";
  private static final int WIDTH = 720;

  private TournamentReport() {}

  /** What is about to run, printed before the first game. */
  static String header(GameDescriptor d, Ladder l) {
    return String.format(Locale.ROOT, "%s (%s): round robin of %d agents, %d pairings of %d games, %d players,"
        + " seed %d%n", d.name(), d.id(), l.agents().size(), l.pairings(), l.games(), l.players(), l.seed())
        + "Agents: " + l.agents().map(a -> a.name()).mkString(", ") + "\n"
        + "Seats: each game seats the pair's two agents alternately round the table, rotated from game to game.\n"
        + (d.cooperative() ? "Note: " + d.name() + " is cooperative: the table wins or loses together, so every game"
            + " is a draw and the ratings cannot tell the agents apart. Compare party win rates with 'ply simulate'.\n"
            : "");
  }

  static String elo(double v) {
    long r = Math.round(v);
    return r == 0 ? "0" : String.format(Locale.ROOT, "%+d", r);
  }

  static String interval(Rating r) {
    return "[" + elo(r.low()) + ", " + elo(r.high()) + "]";
  }

  static String share(Rate r) {
    return SimulationReport.percent(r.value()) + " " + SimulationReport.interval(r);
  }

  static String text(LadderResult r) {
    StringBuilder b = new StringBuilder("\n");
    String anchor = r.ratings().get(r.anchor()).agent();
    b.append(String.format(Locale.ROOT, "%-28s %7s   %-16s %6s%n", "Rating (Elo, " + anchor + " = 0)", "elo",
        "95% interval", "games"));
    for (Rating x : r.ranked()) {
      b.append(String.format(Locale.ROOT, "  %-26s %7s   %-16s %6d%n", x.agent(), elo(x.elo()), interval(x), x.games()));
    }
    b.append('\n');
    b.append(String.format(Locale.ROOT, "%-34s %5s %5s %5s   %s%n", "Pairing (first vs second)", "wins", "wins",
        "draws", "first's share of the games, 95% CI"));
    for (Pairing p : r.pairings()) {
      b.append(String.format(Locale.ROOT, "  %-32s %5d %5d %5d   %s%n", p.first() + " vs " + p.second(),
          p.firstWins(), p.secondWins(), p.draws(), share(p.firstShare())));
    }
    b.append('\n');
    b.append(String.format(Locale.ROOT, "Finished %d of %d games (%d reached the action bound, %d failed).%n",
        r.finished(), r.results().size(), r.unfinished(), r.failed().size()));
    b.append(String.format(Locale.ROOT, "Decisions cut by a bot's safety cap: %d%s%n", r.capsHit(),
        r.capsHit() == 0 ? " (every bot decision ran its full iteration budget)"
            : " (those decisions are not reproducible: the machine was too slow for the cap)"));
    b.append(String.format(Locale.ROOT, "Ratings: Bradley-Terry fit with %.0f drawn game added per pairing; intervals"
        + " from %d bootstrap resamples of each pairing's games.%n", LadderResult.PRIOR, LadderResult.BOOTSTRAP));
    b.append(String.format(Locale.ROOT, "Speed: %.1f games/s (%.2f s on %d threads)%n",
        r.seconds() <= 0 ? 0 : r.results().size() / r.seconds(), r.seconds(),
        Math.min(r.ladder().threads(), r.results().size())));
    b.append("Seed: ").append(r.ladder().seed()).append(" (repeat: ").append(command(r)).append(")\n");
    return b.toString();
  }

  static String command(LadderResult r) {
    Ladder l = r.ladder();
    StringBuilder b = new StringBuilder("ply tournament ").append(r.game().id()).append(" --agents ")
        .append(l.agents().map(a -> a.name()).mkString(",")).append(" --games ").append(l.games())
        .append(" --players ").append(l.players());
    l.options().forEach(e -> b.append(" --option ").append(e._1).append('=').append(e._2));
    return b.append(" --seed ").append(l.seed()).toString();
  }

  static String html(LadderResult r) {
    Ladder l = r.ladder();
    StringBuilder b = new StringBuilder(8_192);
    String title = "Rating ladder of " + r.game().name();
    b.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        .append("<meta charset=\"utf-8\"/>\n<title>").append(HtmlReport.esc(title)).append("</title>\n")
        .append("<style>\n")
        .append("body { font-family: sans-serif; margin: 2em auto; max-width: 760px; color: #222; }\n")
        .append("table { border-collapse: collapse; margin: 0.5em 0 1.5em; }\n")
        .append("td, th { padding: 0.2em 0.8em; text-align: right; border-bottom: 1px solid #ddd; }\n")
        .append("td:first-child, th:first-child { text-align: left; }\n")
        .append("svg { display: block; margin: 0.5em 0; }\n")
        .append(".note { color: #666; font-size: 90%; }\n")
        .append("</style>\n</head>\n<body>\n");
    b.append("<h1>").append(HtmlReport.esc(title)).append("</h1>\n<p>");
    for (String line : header(r.game(), l).split("\n")) {
      b.append(HtmlReport.esc(line)).append("<br/>");
    }
    b.append(HtmlReport.esc(String.format(Locale.ROOT, "Finished %d of %d games (%d reached the action bound, %d failed);"
        + " decisions cut by a bot's safety cap: %d.", r.finished(), r.results().size(), r.unfinished(),
        r.failed().size(), r.capsHit()))).append("</p>\n");
    String anchor = r.ratings().get(r.anchor()).agent();
    b.append("<h2>Ratings</h2>\n");
    ratingChart(b, r.ranked(), anchor);
    b.append("<table>\n<tr><th>agent</th><th>Elo (").append(HtmlReport.esc(anchor))
        .append(" = 0)</th><th>95% interval</th><th>games</th></tr>\n");
    for (Rating x : r.ranked()) {
      b.append("<tr><td>").append(HtmlReport.esc(x.agent())).append("</td><td>").append(elo(x.elo()))
          .append("</td><td>").append(interval(x)).append("</td><td>").append(x.games()).append("</td></tr>\n");
    }
    b.append("</table>\n<h2>Pairings</h2>\n");
    b.append("<table>\n<tr><th>first vs second</th><th>first won</th><th>second won</th><th>draws</th>")
        .append("<th>first's share (95% Wilson)</th><th>second's share</th></tr>\n");
    for (Pairing p : r.pairings()) {
      b.append("<tr><td>").append(HtmlReport.esc(p.first() + " vs " + p.second())).append("</td><td>")
          .append(p.firstWins()).append("</td><td>").append(p.secondWins()).append("</td><td>").append(p.draws())
          .append("</td><td>").append(share(p.firstShare())).append("</td><td>").append(share(p.secondShare()))
          .append("</td></tr>\n");
    }
    b.append("</table>\n");
    b.append("<p class=\"note\">").append(HtmlReport.esc(String.format(Locale.ROOT,
        "Bradley-Terry ratings on the Elo scale (75%% wins is about 191 points), fitted with %.0f drawn game added per"
            + " pairing; 95%% intervals are the 2.5th and 97.5th percentiles of %d bootstrap resamples of each"
            + " pairing's games, relative to %s. Repeat with: %s", LadderResult.PRIOR, LadderResult.BOOTSTRAP, anchor,
        command(r)))).append("</p>\n</body>\n</html>\n");
    return b.toString();
  }

  /** Each agent a dot at its rating with a whisker for its interval, on one Elo axis. */
  private static void ratingChart(StringBuilder b, Vector<Rating> ratings, String anchor) {
    double lo = 0;
    double hi = 0;
    for (Rating x : ratings) {
      lo = Math.min(lo, x.low());
      hi = Math.max(hi, x.high());
    }
    double step = niceStep(hi - lo);
    lo = Math.floor(lo / step) * step;
    hi = Math.ceil(hi / step) * step;
    if (hi - lo < step) {
      hi = lo + step;
    }
    int left = 200;
    int row = 28;
    int plot = WIDTH - left - 40;
    int height = ratings.size() * row + 56;
    double span = hi - lo;
    b.append("<svg xmlns=\"").append(SVG).append("\" width=\"").append(WIDTH).append("\" height=\"").append(height)
        .append("\" role=\"img\" aria-label=\"ratings\">\n<title>Ratings with 95% intervals</title>\n");
    for (double v = lo; v <= hi + 1e-9; v += step) {
      double x = left + plot * (v - lo) / span;
      b.append(String.format(Locale.ROOT,
          "<line x1=\"%.1f\" y1=\"10\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/><text x=\"%.1f\" y=\"%d\" font-size=\"11\""
              + " text-anchor=\"middle\">%s</text>\n",
          x, x, height - 41, Math.abs(v) < 1e-9 ? "#999" : "#eee", x, height - 26, elo(v)));
    }
    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">%s</text>\n",
        left + plot / 2, height - 6, HtmlReport.esc("Elo rating, " + anchor + " = 0 (the line is the 95% interval)")));
    for (int i = 0; i < ratings.size(); i++) {
      Rating r = ratings.get(i);
      int y = 14 + i * row + 8;
      b.append(String.format(Locale.ROOT,
          "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"end\">%s</text>\n"
              + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#222\" stroke-width=\"2\"/>\n"
              + "<circle cx=\"%.1f\" cy=\"%d\" r=\"6\" fill=\"#4a7fb5\"><title>%s</title></circle>\n",
          left - 8, y + 5, HtmlReport.esc(r.agent()),
          left + plot * (r.low() - lo) / span, y, left + plot * (r.high() - lo) / span, y,
          left + plot * (r.elo() - lo) / span, y, HtmlReport.esc(r.agent() + ": " + elo(r.elo()) + " " + interval(r))));
    }
    b.append("</svg>\n");
  }

  /** A round step for about five to ten grid lines over {@code span} Elo points. */
  private static double niceStep(double span) {
    double[] steps = {10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000};
    for (double s : steps) {
      if (span / s <= 10) {
        return s;
      }
    }
    return 5000;
  }
}
