package dev.ply.samples.web;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The SLF4J binding of the samples' tests (surefire sets {@code slf4j.provider} to it): it keeps
 * every warning and error logged, so that a test can require that the HTTP server logged none
 * on normal traffic. The command line itself binds {@code slf4j-nop}.
 */
public final class CapturedLogs implements SLF4JServiceProvider {
  private static final List<String> WARNINGS = new CopyOnWriteArrayList<>();
  private final ILoggerFactory loggers = Capturing::new;
  private final IMarkerFactory markers = new BasicMarkerFactory();
  private final MDCAdapter mdc = new NOPMDCAdapter();

  /** Whether this binding is the one SLF4J uses in this JVM. */
  static boolean active() {
    return org.slf4j.LoggerFactory.getILoggerFactory().getLogger("x") instanceof Capturing;
  }

  /** The warnings and errors logged so far by loggers whose name starts with {@code prefix}. */
  static List<String> warnings(String prefix) {
    return WARNINGS.stream().filter(w -> w.startsWith(prefix)).toList();
  }

  @Override
  public ILoggerFactory getLoggerFactory() {
    return loggers;
  }

  @Override
  public IMarkerFactory getMarkerFactory() {
    return markers;
  }

  @Override
  public MDCAdapter getMDCAdapter() {
    return mdc;
  }

  @Override
  public String getRequestedApiVersion() {
    return "2.0.99";
  }

  @Override
  public void initialize() {}

  private static final class Capturing extends LegacyAbstractLogger {
    Capturing(String name) {
      this.name = name;
    }

    @Override
    public boolean isTraceEnabled() {
      return false;
    }

    @Override
    public boolean isDebugEnabled() {
      return false;
    }

    @Override
    public boolean isInfoEnabled() {
      return false;
    }

    @Override
    public boolean isWarnEnabled() {
      return true;
    }

    @Override
    public boolean isErrorEnabled() {
      return true;
    }

    @Override
    protected String getFullyQualifiedCallerName() {
      return null;
    }

    @Override
    protected void handleNormalizedLoggingCall(Level level, Marker marker, String message, Object[] args, Throwable t) {
      if (level == Level.WARN || level == Level.ERROR) {
        WARNINGS.add(name + " " + level + ": " + MessageFormatter.basicArrayFormat(message, args)
            + (t == null ? "" : " (" + t + ")"));
      }
    }
  }
}
