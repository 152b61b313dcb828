package dev.ply.samples.web;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.ply.core.RandomSource;
import io.vavr.jackson.datatype.VavrModule;
import java.io.IOException;

/**
 * Turns what a seat may see into JSON for the browser: views, events and actions.
 *
 * <p>The mapper reads fields, not getters: Immutables-generated state classes keep their values
 * in private final fields named like the accessors, and records serialise by their components,
 * so every game's state comes out without annotations. Helper methods such as {@code over()} or
 * {@code activeHero()} are not properties and are not called. A {@link RandomSource} is always
 * written as the string {@code "hidden"}, whatever it holds, so no source state can reach a
 * browser even if a game forgot to seal it in its view.
 *
 * <p>Only values are taken apart: records (by their components) and Immutables classes (named
 * {@code Immutable...}, or {@code Foo} generated from {@code AbstractFoo}, by their fields). Any other class, such as a packed deck or a memo table
 * a game keeps for speed, is written as its {@code toString()}, the text the action log hashes
 * (so games keep it deterministic), and its private fields, which may hold caches built from
 * other players' secrets, never reach a browser.
 *
 * <p>Only ever give this mapper a view ({@code game.view(state, seat)}), an event the seat may
 * see, or an action of that seat: never the full state.
 */
public final class ViewJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .addModule(new VavrModule())
      .addModule(new SimpleModule("ply-web")
          .addSerializer(RandomSource.class, new HiddenRandom())
          .setSerializerModifier(new ValuesOnly()))
      .visibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
      .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
      .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
      .build();

  private ViewJson() {}

  /** The mapper for views and events (fields, Vavr collections, hidden random sources). */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /** {@code value} as a JSON tree. */
  public static JsonNode tree(Object value) {
    return MAPPER.valueToTree(value);
  }

  /** Records and Immutables values are taken apart; every other bean is written as its text. */
  private static final class ValuesOnly extends BeanSerializerModifier {
    @Override
    public JsonSerializer<?> modifySerializer(SerializationConfig config, BeanDescription desc,
        JsonSerializer<?> serializer) {
      Class<?> c = desc.getBeanClass();
      if (serializer instanceof BeanSerializerBase && !c.isRecord() && !c.getSimpleName().startsWith("Immutable")
          && !immutablesAbstractStyle(c)) {
        return ToStringSerializer.instance;
      }
      return serializer;
    }
  }

  /** An Immutables value generated with the {@code Abstract*} → {@code *} naming style (Munchkin's). */
  private static boolean immutablesAbstractStyle(Class<?> c) {
    Class<?> parent = c.getSuperclass();
    return parent != null && parent.getSimpleName().equals("Abstract" + c.getSimpleName())
        && java.lang.reflect.Modifier.isFinal(c.getModifiers());
  }

  private static final class HiddenRandom extends StdSerializer<RandomSource> {
    HiddenRandom() {
      super(RandomSource.class);
    }

    @Override
    public void serialize(RandomSource value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      gen.writeString("hidden");
    }
  }
}
