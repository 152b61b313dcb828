/** The Munchkin table as immutable values (§4, §5.2). */
@Value.Style(typeAbstract = "Abstract*", typeImmutable = "*", visibility = Value.Style.ImplementationVisibility.PUBLIC)
package dev.ply.games.munchkin.state;

import org.immutables.value.Value;
