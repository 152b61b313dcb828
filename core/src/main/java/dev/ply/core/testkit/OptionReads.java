package dev.ply.core.testkit;

import dev.ply.core.Setup;
import io.vavr.collection.Map;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which setup options a game reads: {@link #record} gives a {@link Setup} whose options map notes
 * every key looked up in it ({@code get}, {@code getOrElse}, {@code containsKey}, ..., and the same
 * on a map derived from it, {@code toJavaMap} included), so the kit can tell a read of an option
 * the descriptor never declares. Iterating over the keys is not a read of any one of them.
 */
final class OptionReads {
  /** The lookups of one key, on Vavr's and on Java's maps. */
  private static final Set<String> KEYED = Set.of("get", "getOrElse", "getOrDefault", "containsKey", "apply",
      "isDefinedAt");

  private final Set<String> keys = new TreeSet<>();

  /** {@code setup} with its options recorded. */
  Setup record(Setup setup) {
    return new Setup(setup.players(), wrap(setup.options()), setup.seed(), setup.random());
  }

  /** Every key read so far, in order. */
  Set<String> keys() {
    return keys;
  }

  @SuppressWarnings("unchecked")
  private Map<String, String> wrap(Map<String, String> options) {
    return (Map<String, String>) proxy(Map.class, options);
  }

  private Object proxy(Class<?> type, Object target) {
    InvocationHandler h = (self, method, args) -> {
      if (args != null && args.length > 0 && args[0] instanceof String key && KEYED.contains(method.getName())) {
        keys.add(key);
      }
      Object out;
      try {
        out = method.invoke(target, args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
      if (out != target && out instanceof Map<?, ?>) {
        return proxy(Map.class, out);
      }
      if (out != target && out instanceof java.util.Map<?, ?>) {
        return proxy(java.util.Map.class, out);
      }
      return out;
    };
    return Proxy.newProxyInstance(OptionReads.class.getClassLoader(), new Class<?>[] {type}, h);
  }
}
