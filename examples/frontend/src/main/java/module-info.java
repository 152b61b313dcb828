/**
 * A front end on the module path. Ply's jars are automatic modules with fixed names
 * (Automatic-Module-Name); run with {@code --add-modules ALL-MODULE-PATH} so that their own
 * dependencies (Jackson, SLF4J), which no module here requires, are resolved too.
 */
module org.example.frontend {
  requires dev.ply.core;
  requires dev.ply.games.heroquest;
  requires io.vavr;
}
