package dev.ply.samples.cli;

import dev.ply.core.Game;
import dev.ply.core.sim.Distribution;
import dev.ply.core.sim.Rate;
import dev.ply.core.sim.SimulationResult;
import io.vavr.Tuple2;
import io.vavr.collection.Vector;
import java.util.Locale;

/**
 * The self-contained HTML report of {@code ply simulate --report}: well-formed XHTML with inline
 * SVG charts (win rates with their 95% intervals, a histogram of game lengths, events per rule)
 * and no external resource, so it opens in any browser without a network.
 */
final class HtmlReport {
  private static final String SVG = "http://www.w3.org/2000/svg";
  private static final int WIDTH = 720;

  private HtmlReport() {}

  static String html(Game<?, ?> game, SimulationResult r, int planned) {
    var sim = r.simulation();
    StringBuilder b = new StringBuilder(16_384);
    boolean partial = planned > r.games().size();
    String title = (partial ? "Partial simulation of " : "Simulation of ") + r.game().name();
    b.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        .append("<meta charset=\"utf-8\"/>\n<title>").append(esc(title)).append("</title>\n")
        .append("<style>\n")
        .append("body { font-family: sans-serif; margin: 2em auto; max-width: 760px; color: #222; }\n")
        .append("table { border-collapse: collapse; margin: 0.5em 0 1.5em; }\n")
        .append("td, th { padding: 0.2em 0.8em; text-align: right; border-bottom: 1px solid #ddd; }\n")
        .append("td:first-child, th:first-child { text-align: left; }\n")
        .append("svg { display: block; margin: 0.5em 0; }\n")
        .append(".note { color: #666; font-size: 90%; }\n")
        .append(".warn { background: #fff4d6; border-left: 4px solid #d9a400; padding: 0.5em 0.8em; }\n")
        .append("</style>\n</head>\n<body>\n");
    b.append("<h1>").append(esc(title)).append("</h1>\n");
    if (partial) {
      b.append("<p class=\"warn\"><strong>Partial results:</strong> ").append(esc(String.format(Locale.ROOT,
          "the run was stopped after %d of the %d games asked for; the figures below cover those %d games only.",
          r.games().size(), planned, r.games().size()))).append("</p>\n");
    }
    b.append("<p>").append(esc(String.format(Locale.ROOT, "%s (%s, rules %s): %d games, %d players, master seed %d.",
        r.game().name(), r.game().id(), r.game().rulesVersion(), sim.games(), sim.players(), sim.seed()))).append("<br/>")
        .append(esc("Agents: " + SimulationReport.agentsLine(r))).append("<br/>")
        .append(esc(String.format(Locale.ROOT, "Finished %d of %d games (%d reached the action bound, %d failed).",
            r.finished(), sim.games(), r.unfinished(), r.failed().size()))).append("</p>\n");

    b.append("<h2>Win rates</h2>\n");
    Vector<Rate> rates;
    if (r.game().cooperative()) {
      rates = Vector.of(r.cooperative());
    } else {
      rates = r.bySeat().map(x -> sim.rotate() ? x : new Rate(x.label() + " (" + sim.agents()
          .get(Integer.parseInt(x.label().substring(1)) - 1).name() + ")", x.successes(), x.trials()))
          .appendAll(r.byAgent().map(x -> new Rate("agent " + x.label(), x.successes(), x.trials())));
    }
    if (SimulationReport.cannotCompare(r.game(), sim)) {
      b.append("<p class=\"warn\">").append(esc(SimulationReport.cooperativeNote(r.game(), sim))).append("</p>\n");
    }
    rateChart(b, rates);
    b.append("<table>\n<tr><th>who</th><th>wins</th><th>of</th><th>rate</th><th>95% interval (Wilson)</th></tr>\n");
    for (Rate x : rates) {
      b.append("<tr><td>").append(esc(x.label())).append("</td><td>").append(x.successes()).append("</td><td>")
          .append(x.trials()).append("</td><td>").append(SimulationReport.percent(x.value())).append("</td><td>")
          .append(esc(SimulationReport.interval(x))).append("</td></tr>\n");
    }
    b.append("</table>\n");

    b.append("<h2>Game length</h2>\n");
    histogram(b, r.actions(), "actions");
    b.append("<table>\n<tr><th></th><th>mean</th><th>median</th><th>min</th><th>max</th></tr>\n");
    lengthRow(b, "actions", r.actions());
    lengthRow(b, "turns", r.turns());
    b.append("</table>\n");

    b.append("<h2>Events by rule</h2>\n");
    Vector<Tuple2<String, Long>> rules = r.rules().toVector().sortBy(e -> -e._2);
    if (rules.isEmpty()) {
      b.append("<p class=\"note\">No events were recorded.</p>\n");
    } else {
      ruleChart(b, rules.map(e -> e.map1(id -> SimulationReport.rule(game, id))));
      b.append("<table>\n<tr><th>rule</th><th>name</th><th>events</th><th>per game</th></tr>\n");
      for (Tuple2<String, Long> e : rules) {
        b.append("<tr><td>").append(esc(e._1)).append("</td><td>").append(esc(game.ruleName(e._1).getOrElse("")))
            .append("</td><td>").append(e._2).append("</td><td>")
            .append(String.format(Locale.ROOT, "%.2f", (double) e._2 / sim.games())).append("</td></tr>\n");
      }
      b.append("</table>\n");
    }
    b.append("<p class=\"note\">").append(esc(String.format(Locale.ROOT,
        "%.1f games/s (%.2f s on %d threads). Repeat with: ply simulate %s --games %d --players %d --agents %s%s --seed %d",
        r.gamesPerSecond(), r.seconds(), Math.min(sim.threads(), sim.games()), r.game().id(), planned, sim.players(),
        sim.agents().map(a -> a.name()).mkString(","), sim.rotate() ? " --rotate" : "", sim.seed())))
        .append("</p>\n</body>\n</html>\n");
    return b.toString();
  }

  /** Horizontal bars from 0 to 100%, each with a whisker for its interval. */
  private static void rateChart(StringBuilder b, Vector<Rate> rates) {
    int left = 200;
    int row = 28;
    int plot = WIDTH - left - 60;
    int height = rates.size() * row + 56;
    b.append("<svg xmlns=\"").append(SVG).append("\" width=\"").append(WIDTH).append("\" height=\"").append(height)
        .append("\" role=\"img\" aria-label=\"win rates\">\n<title>Win rates with 95% intervals</title>\n");
    for (int pct = 0; pct <= 100; pct += 25) {
      int x = left + plot * pct / 100;
      b.append(String.format(Locale.ROOT,
          "<line x1=\"%d\" y1=\"10\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"/><text x=\"%d\" y=\"%d\" font-size=\"11\""
              + " text-anchor=\"middle\">%d%%</text>\n",
          x, x, height - 41, pct == 50 ? "#999" : "#eee", x, height - 26, pct));
    }
    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">"
        + "win rate (the black line is the 95%% interval)</text>\n", left + plot / 2, height - 6));
    for (int i = 0; i < rates.size(); i++) {
      Rate r = rates.get(i);
      int y = 14 + i * row;
      b.append(String.format(Locale.ROOT,
          "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"end\">%s</text>\n"
              + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"16\" fill=\"#4a7fb5\"><title>%s</title></rect>\n"
              + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#222\" stroke-width=\"2\"/>\n",
          left - 8, y + 13, esc(r.label()), left, y, plot * r.value(),
          esc(r.label() + ": " + SimulationReport.percent(r.value()) + " " + SimulationReport.interval(r)),
          left + plot * r.low(), y + 8, left + plot * r.high(), y + 8));
    }
    b.append("</svg>\n");
  }

  private static void histogram(StringBuilder b, Distribution d, String what) {
    int buckets = Math.min(20, Math.max(1, d.max() - d.min() + 1));
    int[] counts = d.histogram(buckets);
    int width = d.bucketWidth(buckets);
    int top = 1;
    for (int c : counts) {
      top = Math.max(top, c);
    }
    int left = 50;
    int plotH = 180;
    int plotW = WIDTH - left - 20;
    double barW = (double) plotW / counts.length;
    b.append("<svg xmlns=\"").append(SVG).append("\" width=\"").append(WIDTH).append("\" height=\"").append(plotH + 50)
        .append("\" role=\"img\" aria-label=\"histogram of ").append(esc(what)).append("\">\n<title>Histogram of ")
        .append(esc(what)).append("</title>\n");
    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"15\" font-size=\"11\" text-anchor=\"end\">%d</text>"
        + "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">0</text>\n", left - 4, top, left - 4,
        plotH + 10));
    b.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\""
        + " transform=\"rotate(-90 12 %d)\">games</text>\n", 10 + plotH / 2, 10 + plotH / 2));
    for (int i = 0; i < counts.length; i++) {
      double h = (double) plotH * counts[i] / top;
      int from = d.min() + i * width;
      b.append(String.format(Locale.ROOT,
          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#6a9f58\"><title>%d-%d %s: %d games</title></rect>\n",
          left + i * barW + 1, 10 + plotH - h, Math.max(1, barW - 2), h, from, from + width - 1, esc(what), counts[i]));
      if (i % Math.max(1, counts.length / 10) == 0) {
        b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">%d</text>\n",
            left + i * barW + 1, plotH + 25, from));
      }
    }
    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">%s</text>\n",
        left + plotW / 2, plotH + 45, esc("game length in " + what)));
    b.append("</svg>\n");
  }

  private static void ruleChart(StringBuilder b, Vector<Tuple2<String, Long>> rules) {
    Vector<Tuple2<String, Long>> shown = rules.take(40);
    long top = Math.max(1, shown.head()._2);
    int left = 300;
    int row = 18;
    int plot = WIDTH - left - 60;
    b.append("<svg xmlns=\"").append(SVG).append("\" width=\"").append(WIDTH).append("\" height=\"")
        .append(shown.size() * row + 30).append("\" role=\"img\" aria-label=\"events by rule\">\n")
        .append("<title>Events by rule ID</title>\n");
    for (int i = 0; i < shown.size(); i++) {
      var e = shown.get(i);
      int y = 4 + i * row;
      double w = Math.max(1, (double) plot * e._2 / top);
      b.append(String.format(Locale.ROOT,
          "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"end\">%s</text>"
              + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"13\" fill=\"#c98b3a\"/>"
              + "<text x=\"%.1f\" y=\"%d\" font-size=\"11\">%d</text>\n",
          left - 6, y + 11, esc(e._1.length() > 44 ? e._1.substring(0, 43) + "\u2026" : e._1), left, y, w,
          left + w + 4, y + 11, e._2));
    }
    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">"
        + "events in all games, by the rule that produced them</text>\n", left + plot / 2, shown.size() * row + 24));
    b.append("</svg>\n");
    if (rules.size() > shown.size()) {
      b.append("<p class=\"note\">The chart shows the 40 most frequent rules; the table lists all.</p>\n");
    }
  }

  private static void lengthRow(StringBuilder b, String label, Distribution d) {
    b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%.1f</td><td>%.1f</td><td>%d</td><td>%d</td></tr>%n",
        label, d.mean(), d.median(), d.min(), d.max()));
  }

  static String esc(String s) {
    StringBuilder b = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        default -> {
          if (c < 0x20 && c != '\n' && c != '\t') {
            b.append(' ');
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }
}
