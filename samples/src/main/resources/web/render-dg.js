// Desperate Gods: the three-ring board (outer 28, middle 12, inner 4 squares, two bridges) with
// each player's figure, then the players' sheets; everything else falls to the generic renderer.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const NS = 'http://www.w3.org/2000/svg';
  // id, name, zone (T town, W wild, 1..3 dungeon levels) of the 44 squares, DG §6.1
  const SQUARES = [
    ['O00', 'Town', 'T'], ['O01', 'Rapids', 'W'], ['O02', 'Clearing', 'W'], ['O03', 'Undergrowth', 'W'],
    ['O04', 'Tall Trees', 'W'], ['O05', 'Meadow', 'W'], ['O06', 'Swamp', 'W'], ['O07', 'Wasteland', 'W'],
    ['O08', 'Entrance', '1'], ['O09', 'Dark Stairs', '1'], ['O10', 'Cells', '1'], ['O11', 'Library', '1'],
    ['O12', 'Trap Door', '1'], ['O13', 'Laboratory', '1'], ['O14', 'Kennel', '1'], ['O15', 'Town Portal', '1'],
    ['O16', 'Mirror', '1'], ['O17', 'Wrong Turn', '1'], ['O18', 'Junk Heap', '1'], ['O19', 'Hidden Door', '1'],
    ['O20', 'Guard Tower', '1'], ['O21', 'Bright Stairs', '1'], ['O22', 'Exit', '1'], ['O23', 'Hedge Maze', 'W'],
    ['O24', 'Desert', 'W'], ['O25', 'Mirage', 'W'], ['O26', 'Oasis', 'W'], ['O27', 'Outskirts', 'W'],
    ['M00', 'Guillotine', '2'], ['M01', 'Solitary', '2'], ['M02', 'Interrogation', '2'], ['M03', 'Church', '2'],
    ['M04', 'Cemetery', '2'], ['M05', 'Infirmary', '2'], ['M06', 'Labyrinth', '2'], ['M07', 'Gauntlet', '2'],
    ['M08', 'Marionette', '2'], ['M09', 'Abyss', '2'], ['M10', 'Asylum', '2'], ['M11', 'Stacks', '2'],
    ['I00', 'Hellgate', '3'], ['I01', 'Darkness', '3'], ['I02', 'Altar', '3'], ['I03', 'Pentacle', '3'],
  ];
  const RINGS = [{ from: 0, n: 28, r: 226, size: 22 }, { from: 28, n: 12, r: 146, size: 27 }, { from: 40, n: 4, r: 68, size: 31 }];
  const SEAT_COLOURS = ['#d9412b', '#2b6fd9', '#2f9e44', '#b8860b', '#8e44ad', '#16a085'];
  const C = 260;

  function svg(tag, attrs, text) {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function position(index) {
    const ring = RINGS.find((r) => index >= r.from && index < r.from + r.n);
    const k = index - ring.from;
    const a = (2 * Math.PI * k) / ring.n - Math.PI / 2;
    return { x: C + ring.r * Math.cos(a), y: C + ring.r * Math.sin(a), size: ring.size, a: a, r: ring.r };
  }

  /** Where the {@code k}-th figure on a square stands: just outside it, away from the centre. */
  function figureAt(p, k, n) {
    const d = p.r + p.size + 4;
    const spread = (k - (n - 1) / 2) * (16 / d);
    return { x: C + d * Math.cos(p.a + spread), y: C + d * Math.sin(p.a + spread) };
  }

  function board(view, snap) {
    const s = svg('svg', { viewBox: '-8 -8 536 536', class: 'dg-board', role: 'img', 'aria-label': 'the Desperate Gods board' });
    s.append(svg('circle', { cx: C, cy: C, r: 258, class: 'dg-ground' }));
    for (const [a, b] of [[14, 28], [34, 42]]) {
      const p = position(a);
      const q = position(b);
      s.append(svg('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: 'dg-bridge' }));
    }
    SQUARES.forEach(([id, name, zone], i) => {
      const p = position(i);
      const g = svg('g', { class: 'dg-square zone-' + zone, 'data-square': id });
      const sq = (glossary.squares || [])[i];
      g.append(svg('title', {}, id + ' ' + name + (sq ? ': ' + sq.effect : '')));
      g.append(svg('circle', { cx: p.x, cy: p.y, r: p.size }));
      g.append(svg('text', { x: p.x, y: p.y - 3, class: 'dg-id' }, id));
      g.append(svg('text', { x: p.x, y: p.y + 8, class: 'dg-name' }, name.length > 9 ? name.slice(0, 8) + '.' : name));
      s.append(g);
    });
    const here = {};
    const count = {};
    (view.players || []).forEach((pl) => { count[pl.square] = (count[pl.square] || 0) + 1; });
    (view.players || []).forEach((pl, seat) => {
      const sq = pl.square;
      here[sq] = (here[sq] || 0) + 1;
      const spot = figureAt(position(sq), here[sq] - 1, count[sq]);
      const who = snap.seats[seat] ? snap.seats[seat].seat : pl.id;
      const f = svg('g', { class: 'dg-figure' + (snap.awaiting.includes(who) ? ' awaited' : ''), 'data-player': who });
      f.append(svg('title', {}, who + ' on ' + SQUARES[sq][0] + ' ' + SQUARES[sq][1] + ', ' + pl.hp + ' HP'));
      f.append(svg('circle', { cx: spot.x, cy: spot.y, r: 8, fill: SEAT_COLOURS[seat % SEAT_COLOURS.length] }));
      f.append(svg('text', { x: spot.x, y: spot.y + 3.5, class: 'dg-fig-label' }, String(seat + 1)));
      s.append(f);
    });
    const mid = svg('text', { x: 14, y: 24, class: 'dg-centre' }, 'Round ' + view.round);
    s.append(mid);
    return s;
  }

  let glossary = { cards: {}, town: {}, squares: [] };

  /** An encounter card by id ("W-4"), with its name and numbers from the printed catalogue. */
  function encounter(id) {
    const el = Ply.el;
    const g = glossary.cards[id];
    const c = el('span', 'card dg-card');
    c.dataset.card = id;
    c.append(el('span', 'dg-card-id', id));
    if (g) {
      c.classList.add('kind-' + String(g.kind).toLowerCase());
      c.append(el('span', 'dg-card-name', g.name));
      const facts = [];
      if (g.target) facts.push('strength ' + g.target);
      facts.push('\u2620 ' + g.skulls + (g.skulls === 1 ? ' skull' : ' skulls'));
      if (g.coins) facts.push(coins(g.coins));
      if (g.toll) facts.push('toll ' + coins(g.toll));
      c.append(el('span', 'dg-card-facts', facts.join(' \u00b7 ')));
      if (g.text) c.append(el('span', 'dg-card-text', g.text));
      c.title = g.name + ' (' + g.typeLine + ')' + (g.text ? ': ' + g.text : '');
    }
    return c;
  }

  /** A Town card by number (1..17): its name and price. */
  function town(id) {
    const el = Ply.el;
    const g = glossary.town[String(id)];
    const c = el('span', 'card dg-card town');
    c.dataset.town = id;
    if (!id) {
      c.classList.add('empty-slot');
      c.textContent = 'empty';
      return c;
    }
    c.append(el('span', 'dg-card-id', 'T-' + String(id).padStart(2, '0')));
    if (g) {
      c.append(el('span', 'dg-card-name', g.name), el('span', 'dg-card-facts', coins(g.price)),
        el('span', 'dg-card-text', g.text));
      c.title = g.name + ': ' + g.text;
    }
    return c;
  }

  function coins(n) {
    return n + (n === 1 ? ' coin' : ' coins');
  }

  /** The skulls of a victory pile (DG-R92), from the printed catalogue. */
  function skulls(list) {
    return (list || []).reduce((sum, id) => sum + ((glossary.cards[id] || {}).skulls || 0), 0);
  }

  function pile(list, one) {
    const z = Ply.el('span', 'zone');
    if (!list || list.length === 0) {
      z.append(Ply.el('span', 'empty', 'none'));
      return z;
    }
    for (const x of list) z.append(one(x));
    return z;
  }

  function sheet(pl, seat, snap) {
    const el = Ply.el;
    const s = snap.seats[seat] || { seat: pl.id };
    const p = el('div', 'panel seat');
    p.dataset.seat = s.seat;
    if (s.you) p.classList.add('you');
    if (s.awaited) p.classList.add('awaited');
    const h = el('h3', null, '');
    const dot = el('span', 'dot');
    dot.style.background = SEAT_COLOURS[seat % SEAT_COLOURS.length];
    h.append(dot, ' ' + s.seat + (s.you ? ' (you)' : '') + (s.bot ? ' - ' + Ply.botWords(s) : '') + (view_puppeteer(snap) === seat ? ' - puppeteer' : ''));
    p.append(h);
    const line = (k, v) => {
      const d = el('div', 'field');
      d.append(el('span', 'k', k), v instanceof Node ? v : el('span', 'counter', String(v)));
      p.append(d);
    };
    const here = (glossary.squares || [])[pl.square];
    line('square', SQUARES[pl.square][0] + ' ' + SQUARES[pl.square][1] + (here ? ' \u2014 ' + here.effect : ''));
    line('hit points', '\u2665'.repeat(Math.max(0, pl.hp)) + ' ' + pl.hp);
    line('coins', coins(pl.coins));
    line('score', skulls(pl.victory) + ' \u2620');
    line('items', pile(pl.items, town));
    line('victory pile', pile(pl.victory, encounter));
    line('direction', pl.counterClockwise ? 'counter-clockwise' : 'clockwise');
    if (pl.skipTurns) line('skip turns', pl.skipTurns);
    if (pl.extraTurns) line('extra turns', pl.extraTurns);
    if (pl.explorerBonus) line('explorer bonus', 'yes');
    if (pl.bound) line('bound', 'by the Succubus');
    return p;
  }

  function view_puppeteer(snap) {
    return snap.view ? snap.view.puppeteer : -1;
  }

  Ply.renderers['desperate-gods'] = function (root, snap) {
    const view = snap.view;
    const el = Ply.el;
    glossary = snap.glossary || { cards: {}, town: {} };
    const wrap = el('div', 'dg');
    wrap.append(board(view, snap));
    const seats = el('div', 'seats');
    (view.players || []).forEach((pl, i) => seats.append(sheet(pl, i, snap)));
    wrap.append(seats);
    const table = el('div', 'panel dg-table');
    const row = (k, v) => {
      const d = el('div', 'field');
      d.append(el('span', 'k', k), v);
      table.append(d);
    };
    const decks = view.decks || [];
    row('encounter decks', el('span', 'counter', ['W', 'L1', 'L2', 'L3'].map((d, i) => d + ' ' + (decks[i] || []).length)
      .join(' \u00b7 ') + ' cards left'));
    row('Town deck', el('span', 'counter', (view.townDeck || []).length + ' cards left'));
    row('bank', el('span', 'counter', coins(view.bank)));
    row('Limbo', el('span', 'counter', coins(view.limbo)));
    row('round', el('span', 'counter', view.round + ' of at most ' + view.maxRounds));
    row('in play', pile(view.inPlay, encounter));
    if (view.townInPlay && view.townInPlay.length) row('Town cards drawn', pile(view.townInPlay, town));
    row('store', pile(view.store, town));
    row('Town discard', pile(view.townDiscard, town));
    if (view.removed && view.removed.length) row('removed', pile(view.removed, encounter));
    wrap.append(table);
    root.append(wrap);
    // everything else in the view is the engine's bookkeeping (stack, seats by number, counters for the caps)
    Ply.renderGeneric(root, snap, ['players', 'inPlay', 'townInPlay', 'store', 'townDiscard', 'removed', 'decks',
      'townDeck', 'bank', 'limbo', 'puppeteer', 'active', 'first', 'round', 'turns', 'extraChain', 'forcedMoves',
      'maxRounds', 'stack', 'ending']);
  };
})();
