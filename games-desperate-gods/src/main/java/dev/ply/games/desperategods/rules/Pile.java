package dev.ply.games.desperategods.rules;

import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Iterator;

/**
 * A copy-on-write list inside the working {@link Table}: reads go to the state's persistent
 * vector; the first change copies it into an array list. Most piles do not change in a given
 * apply, so most are never copied (the hot path, see performance-notes.md).
 */
final class Pile<T> implements Iterable<T> {
  private Vector<T> source;
  private ArrayList<T> changed;

  Pile(Vector<T> source) {
    this.source = source;
  }

  private ArrayList<T> writable() {
    if (changed == null) {
      changed = new ArrayList<>(source.size() + 4);
      for (int i = 0, n = source.size(); i < n; i++) {
        changed.add(source.get(i));
      }
    }
    return changed;
  }

  boolean changed() {
    return changed != null;
  }

  int size() {
    return changed != null ? changed.size() : source.size();
  }

  boolean isEmpty() {
    return size() == 0;
  }

  T get(int i) {
    return changed != null ? changed.get(i) : source.get(i);
  }

  boolean contains(Object o) {
    for (int i = 0, n = size(); i < n; i++) {
      if (get(i).equals(o)) {
        return true;
      }
    }
    return false;
  }

  void add(T x) {
    writable().add(x);
  }

  void addAll(Iterable<T> xs) {
    for (T x : xs) {
      writable().add(x);
    }
  }

  T removeAt(int i) {
    return writable().remove(i);
  }

  /** Removes the first element equal to {@code o}. */
  boolean remove(Object o) {
    for (int i = 0, n = size(); i < n; i++) {
      if (get(i).equals(o)) {
        writable().remove(i);
        return true;
      }
    }
    return false;
  }

  void clear() {
    changed = new ArrayList<>();
  }

  /** The content as an immutable vector: the original one when nothing changed. */
  Vector<T> toVector() {
    return changed == null ? source : vector(changed);
  }

  /** An array list as a vector through the array path (Vavr's iterator path is several times slower). */
  @SuppressWarnings("unchecked")
  static <T> Vector<T> vector(java.util.List<? extends T> list) {
    return Vector.of((T[]) list.toArray());
  }

  /** A fresh {@code Object[]} as a vector, without another copy (Vavr wraps an array of up to 32 as it is). */
  @SuppressWarnings("unchecked")
  static <T> Vector<T> vector(Object[] fresh) {
    return Vector.of((T[]) fresh);
  }

  @Override
  public Iterator<T> iterator() {
    return changed != null ? changed.iterator() : source.iterator();
  }
}
