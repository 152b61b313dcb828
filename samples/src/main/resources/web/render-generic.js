// The generic renderer: draws any game's view from its JSON alone. Seat-indexed lists become
// player panels, other lists become zones of cards, numbers become counters, and nested values
// become small panels. Hidden values (null, 0 placeholders the game chose, "hidden") show as they
// come: the server only ever sends the viewer's own view.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};

  const HIDDEN = new Set(['hidden', '?', 'HIDDEN', '??']);

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  Ply.el = el;

  function words(key) {
    return String(key).replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  }
  Ply.words = words;

  /**
   * A row of cards: "none" when empty, a face-down back for each {@code hidden} id (or null), and
   * {@code face(card, id)} to fill each visible one. The games' looks share it.
   */
  Ply.cardZone = function (list, cardClass, hidden, face) {
    const z = el('span', 'zone');
    if (!list || list.length === 0) {
      z.append(el('span', 'empty', 'none'));
      return z;
    }
    for (const id of list) {
      const c = el('span', cardClass);
      if (id === hidden || id === null) {
        c.classList.add('back');
        c.textContent = '?';
        c.title = 'hidden';
      } else {
        face(c, id);
      }
      z.append(c);
    }
    return z;
  };

  /**
   * A bot seat in words, as the start page offers the kinds ("search bot", not the API's "mcts"),
   * and, when its safety time limit cut any of its moves short, how many: those moves ran less
   * than their search budget, so they may differ when the game is replayed at another speed.
   */
  Ply.botWords = function (s) {
    const spec = String(s.bot).trim().toLowerCase();
    // the API's kinds: random, heuristic, mcts, mcts:N, mcts:Nms, with @D and /random (Agents)
    const search = /^mcts(?::(\d+)(ms)?)?(?:@(\d+))?(\/random)?$/.exec(spec);
    let kind = spec === 'random' ? 'random bot' : spec === 'heuristic' ? 'strategy bot' : 'bot';
    if (search) {
      const parts = ['search bot'];
      if (search[1]) parts.push(search[1] + (search[2] ? ' ms' : ' playouts') + ' a move');
      if (search[3]) parts.push('playouts cut at ' + search[3] + ' actions');
      if (search[4]) parts.push('random playouts');
      kind = parts.join(', ');
    }
    const cut = s.botCapsHit || 0;
    return cut > 0 ? kind + ', ' + cut + (cut === 1 ? ' move' : ' moves') + ' cut short by its time limit' : kind;
  };

  /** A labelled field: the label, then its content. */
  Ply.field = function (label, content) {
    const f = el('div', 'field');
    f.append(el('span', 'k', label), content);
    return f;
  };

  function isScalar(v) {
    return v === null || typeof v !== 'object';
  }

  function scalarText(v) {
    if (v === null) return '-';
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    return String(v);
  }

  /** A card: one element of a zone. */
  function card(v, depth) {
    const c = el('span', 'card');
    if (v === null || (typeof v === 'string' && HIDDEN.has(v))) {
      c.classList.add('back');
      c.textContent = '?';
      c.title = 'hidden';
      return c;
    }
    if (isScalar(v)) {
      c.textContent = scalarText(v);
      return c;
    }
    c.classList.add('rich');
    c.append(value(v, depth + 1));
    return c;
  }

  /** Any value, compactly. */
  function value(v, depth) {
    depth = depth || 0;
    if (isScalar(v)) {
      if (typeof v === 'string' && HIDDEN.has(v)) return card(v, depth);
      return el('span', 'scalar', scalarText(v));
    }
    if (Array.isArray(v)) {
      const z = el('span', 'zone');
      if (v.length === 0) {
        z.append(el('span', 'empty', 'empty'));
        return z;
      }
      if (depth > 4) {
        z.textContent = JSON.stringify(v);
        return z;
      }
      const hidden = (x) => x === null || (typeof x === 'string' && HIDDEN.has(x));
      if (v.length > 8 && v.every(hidden)) {
        // a long face-down pile: one back and its size
        const b = card(null, depth);
        b.textContent = '? \u00d7 ' + v.length;
        z.append(b);
        return z;
      }
      for (const x of v) z.append(card(x, depth));
      return z;
    }
    const keys = Object.keys(v);
    if (depth > 4) return el('span', 'scalar', JSON.stringify(v));
    const box = el('span', 'obj');
    for (const k of keys) {
      const row = el('span', 'kv');
      row.append(el('span', 'k', words(k)), value(v[k], depth + 1));
      box.append(row);
    }
    return box;
  }
  Ply.value = value;

  /** Does this list hold one entry per seat? */
  function perSeat(key, v, seats) {
    if (!Array.isArray(v) || v.length !== seats.length || seats.length < 2) return false;
    // a heuristic: a plural name ("hands", "coins", "players"), one entry per seat, all of a
    // kind (numbers, lists, or objects with the same fields); lists of names or card ids
    // ("discard": ["B01", "B04"]) are piles, not seats
    if (!/s$/.test(key) || v.some((x) => typeof x === 'string')) return false;
    const kind = (x) => (x === null ? 'null' : Array.isArray(x) ? 'list' : typeof x === 'object' ? 'obj:' + Object.keys(x).sort().join(',') : typeof x);
    const k0 = kind(v[0]);
    return v.every((x) => kind(x) === k0);
  }

  function seatPanels(view, snap, keys) {
    const row = el('div', 'seats');
    snap.seats.forEach((s, i) => {
      const p = el('div', 'panel seat');
      p.dataset.seat = s.seat;
      if (s.you) p.classList.add('you');
      if (s.awaited) p.classList.add('awaited');
      const h = el('h3', null, s.seat + (s.you ? ' (you)' : '') + (s.bot ? ' - ' + Ply.botWords(s) : ''));
      p.append(h);
      for (const k of keys) {
        const v = view[k][i];
        const line = el('div', 'field');
        line.append(el('span', 'k', words(k)));
        if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
          line.append(value(v, 1));
        } else if (Array.isArray(v)) {
          line.append(value(v, 1));
        } else {
          line.append(el('span', 'counter', scalarText(v)));
        }
        p.append(line);
      }
      row.append(p);
    });
    return row;
  }

  /** Draws {@code snap.view} into {@code root}; {@code skip} names fields a special look drew already. */
  Ply.renderGeneric = function (root, snap, skip) {
    const view = snap.view || {};
    const skipped = new Set(skip || []);
    skipped.add('random');
    const seatKeys = [];
    const counters = [];
    const zones = [];
    const others = [];
    for (const [k, v] of Object.entries(view)) {
      if (skipped.has(k)) continue;
      if (perSeat(k, v, snap.seats)) seatKeys.push(k);
      else if (isScalar(v)) counters.push(k);
      else if (Array.isArray(v)) zones.push(k);
      else others.push(k);
    }
    // every panel drawn here is marked: a game with a look of its own should need none of them
    const mark = (x) => { x.dataset.generic = 'true'; return x; };
    if (seatKeys.length) root.append(mark(seatPanels(view, snap, seatKeys)));
    if (counters.length) {
      const c = el('div', 'panel counters');
      c.append(el('h3', null, 'Table'));
      for (const k of counters) {
        const chip = el('span', 'chip');
        chip.append(el('span', 'k', words(k)), el('span', 'counter', scalarText(view[k])));
        c.append(chip);
      }
      root.append(mark(c));
    }
    if (zones.length) {
      const z = el('div', 'panel zones');
      for (const k of zones) {
        const row = el('div', 'field');
        row.append(el('span', 'k', words(k) + ' (' + view[k].length + ')'), value(view[k], 1));
        z.append(row);
      }
      root.append(mark(z));
    }
    for (const k of others) {
      const o = el('div', 'panel');
      o.append(el('h3', null, words(k)), value(view[k], 1));
      root.append(mark(o));
    }
  };

  /** One event as a line of text: the game's own words, else its type in words and its fields. */
  Ply.describeEvent = function (e) {
    if (e.text) return e.text;
    const parts = [];
    for (const [k, v] of Object.entries(e.data || {})) {
      if (k === 'rule') continue; // shown as a badge
      parts.push(words(k) + ' ' + (isScalar(v) ? scalarText(v) : JSON.stringify(v)));
    }
    return words(e.type) + (parts.length ? ': ' + parts.join(', ') : '');
  };
})();
