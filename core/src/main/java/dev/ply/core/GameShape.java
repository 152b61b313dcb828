package dev.ply.core;

/**
 * What core needs to know about a game class's shape, found once per class: whether it overrides
 * {@link Game#apply(Object, Action)} itself, as games written before 0.1.0 do (and as test games
 * that plant a bug in {@code apply} do). A fact about the class, not about any state.
 */
final class GameShape {
  private static final ClassValue<Boolean> OWN_APPLY = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      try {
        return type.getMethod("apply", Object.class, Action.class).getDeclaringClass() != Game.class;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
  };

  private GameShape() {}

  static boolean ownApply(Class<?> type) {
    return OWN_APPLY.get(type);
  }
}
