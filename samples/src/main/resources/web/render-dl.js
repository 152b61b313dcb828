// Dungeon Lords: the season with its event tiles and combat cards, the Evilometer with every lord
// on it, the central board's eight orders with three action spaces each and whose minion stands
// on them, the offers and the adventurers on the road; then each lord's board: supplies, orders,
// the 5x4 dungeon drawn with the game's coordinates (columns 0-4, rows 0-3 from the surface, the
// entrance above (2,0)), lair, traps, the party inside and the prison. Every piece is named from
// the game's glossary (snap.glossary.terms: id -> name, text), its text on hover.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const HIDDEN = '?';
  const ORDERS = ['FOOD', 'REPUTATION', 'TUNNELS', 'GOLD', 'IMPS', 'TRAPS', 'MONSTERS', 'ROOMS'];
  const SEASONS = ['Setup', 'Winter', 'Spring', 'Summer', 'Autumn'];
  const NUMERALS = ['I', 'II', 'III'];
  const COLOURS = ['#d9412b', '#2b6fd9', '#2f9e44', '#b8860b'];
  const NP_COLOUR = '#868e96';
  const EVIL_MAX = 15;
  const PALADIN_MARK = 10;
  let terms = {};

  // a Vavr Option may come as the value, null, or a one-element array
  function opt(v) {
    if (v === null || v === undefined) return null;
    if (Array.isArray(v)) return v.length ? v[0] : null;
    return v;
  }

  /** The glossary term of an id; a monster tile (GOBLIN-1a) is its kind's term. */
  function term(id) {
    if (id === null || id === undefined) return null;
    const s = String(id);
    return terms[s] || (s.indexOf('-') > 0 ? terms[s.slice(0, s.indexOf('-'))] : null) || null;
  }

  function name(id) {
    const t = term(id);
    if (!t) return String(id).charAt(0) + String(id).slice(1).toLowerCase().replace(/_/g, ' ');
    return t.name.replace(/ order$/, '');
  }

  function text(id) {
    const t = term(id);
    return t ? t.name + ': ' + t.text : '';
  }

  /** A row of named cards; {@code face-down} reads how a hidden one is called. */
  function cards(list, cls, faceDown, extra) {
    const z = Ply.cardZone(list, 'card dl-card ' + (cls || ''), HIDDEN, (c, id) => {
      c.textContent = name(id);
      c.title = text(id);
      c.dataset.card = id;
    });
    for (const b of z.querySelectorAll('.back')) b.title = faceDown || 'face down';
    if (extra) [...z.querySelectorAll('.dl-card:not(.back)')].forEach((c, i) => extra(c, i));
    return z;
  }

  function seatName(snap, i) {
    return (snap.seats[i] || {}).seat || 'p' + (i + 1);
  }

  function token(colour, label, title) {
    const t = Ply.el('span', 'dl-token', label);
    t.style.background = colour;
    if (title) t.title = title;
    return t;
  }

  function evilometer(v, snap) {
    const el = Ply.el;
    const box = el('div', 'dl-evil');
    const t = terms.Evil;
    box.append(el('span', 'k', 'Evilometer'));
    const scale = el('div', 'dl-evil-scale');
    if (t) scale.title = t.text;
    for (let e = 0; e <= EVIL_MAX; e++) {
      const step = el('div', 'dl-evil-step' + (e >= PALADIN_MARK ? ' dl-evil-hot' : ''));
      step.append(el('span', 'dl-evil-n', String(e)));
      (v.lords || []).forEach((l, i) => {
        if (l.evil === e) step.append(token(COLOURS[i % COLOURS.length], String(i + 1), seatName(snap, i) + ': evil ' + e));
      });
      if (opt(v.nonPlayerEvil) === e) step.append(token(NP_COLOUR, 'N', 'the non-player lords: evil ' + e));
      scale.append(step);
    }
    box.append(scale);
    const holder = opt(v.paladinHolder);
    const paladin = holder ? 'The Paladin is coming for ' + holder + '.'
      : v.paladinInTent ? 'The Paladin waits in his tent for a lord whose evil reaches ' + PALADIN_MARK + '.' : 'No paladin this year.';
    box.append(el('div', 'hint', paladin));
    return box;
  }

  function head(v, snap) {
    const el = Ply.el;
    const p = el('div', 'panel dl-head');
    const phase = snap.presentation && snap.presentation.phase;
    p.append(el('h3', null, 'Year ' + v.year + ', ' + (SEASONS[v.season] || '') + (v.round > 0 ? ', combat round ' + v.round : '')
      + (phase ? ': ' + phase : '')));
    const tiles = (v.eventTiles || []).map((e, i) => (i < v.eventsRevealed ? e : HIDDEN));
    p.append(Ply.field('events of Spring, Summer, Autumn', cards(tiles, 'dl-event', 'an event tile still face down')));
    p.append(Ply.field('special events', cards(v.specials, 'dl-event', 'a special event still face down')));
    p.append(Ply.field('combat cards, rounds 1 to 4', cards(v.combatCards, 'dl-combat', 'a combat card still face down')));
    p.append(evilometer(v, snap));
    return p;
  }

  /** One space's effect, cut from its order's text ("its action spaces: I: ...; II: ...; III: ..."). */
  function spaceText(order, sp) {
    const t = term(order);
    const m = t && t.text.match(new RegExp('(?:: |; )' + NUMERALS[sp] + ': ([^;]+)'));
    return m ? m[1].replace(/\.$/, '') : '';
  }

  function occupantToken(v, snap, occ) {
    if (occ.nonPlayer) {
      const n = (v.nonPlayers[occ.index] || {}).name;
      return token(NP_COLOUR, n || 'N', 'a minion of non-player lord ' + n);
    }
    return token(COLOURS[occ.index % COLOURS.length], String(occ.index + 1), 'a minion of ' + seatName(snap, occ.index));
  }

  function board(v, snap) {
    const el = Ply.el;
    const p = el('div', 'panel dl-board');
    p.append(el('h3', null, 'The central board'));
    const orders = el('div', 'dl-orders');
    ORDERS.forEach((o, i) => {
      const col = el('div', 'dl-order');
      col.dataset.order = o;
      const h = el('div', 'dl-order-name', name(o));
      h.title = text(o);
      col.append(h);
      for (let sp = 0; sp < 3; sp++) {
        const occ = opt((v.spaces || [])[i * 3 + sp]);
        const cell = el('div', 'dl-space' + (occ ? ' dl-taken' : ''));
        const what = spaceText(o, sp);
        cell.title = name(o) + ' ' + NUMERALS[sp] + (what ? ': ' + what : '') + (occ ? '' : ' (free)');
        cell.append(el('span', 'dl-numeral', NUMERALS[sp]));
        if (occ) cell.append(occupantToken(v, snap, occ));
        col.append(cell);
      }
      orders.append(col);
    });
    p.append(orders);
    p.append(Ply.field('monsters for hire', cards(v.monsterOffer, 'dl-monster')));
    p.append(Ply.field('rooms to build', cards(v.roomOffer, 'dl-room-card')));
    const road = el('div', 'dl-road');
    (v.waiting || []).forEach((group, i) => {
      road.append(Ply.field(i === 0 ? 'adventurers arriving next' : 'adventurers arriving later', cards(group, 'dl-adv', 'an adventurer')));
    });
    if (!(v.waiting || []).length) road.append(Ply.field('adventurers on the road', cards([], '')));
    p.append(road);
    (v.nonPlayers || []).forEach((n) => {
      p.append(Ply.field('non-player lord ' + n.name + ': orders played', cards(n.played, 'dl-order-card')));
    });
    return p;
  }

  function grid(lord, names, fightAt) {
    const el = Ply.el;
    const g = el('table', 'dl-dungeon');
    const cells = {};
    for (const t of lord.tiles || []) cells[t.square.c + ',' + t.square.r] = t;
    const top = el('tr');
    top.append(el('th'));
    for (let c = 0; c < 5; c++) top.append(el('th', 'dl-coord', String(c)));
    g.append(top);
    const door = el('tr');
    door.append(el('th'));
    for (let c = 0; c < 5; c++) door.append(el('td', 'dl-surface', c === 2 ? '\u25BC entrance' : ''));
    g.append(door);
    for (let r = 0; r < 4; r++) {
      const row = el('tr');
      row.append(el('th', 'dl-coord', String(r)));
      for (let c = 0; c < 5; c++) {
        const key = c + ',' + r;
        const t = cells[key];
        const cell = el('td', 'dl-sq');
        cell.dataset.square = key; // as an action names it: {"c": 3, "r": 0} reads 3,0
        if (t) {
          const room = opt(t.room);
          cell.classList.add(room ? 'dl-sq-room' : 'dl-sq-tunnel');
          if (t.conquered) cell.classList.add('dl-sq-conquered');
          cell.append(el('span', 'dl-sq-name', room ? name(room) : 'tunnel'));
          if (fightAt && fightAt.c === c && fightAt.r === r) {
            cell.classList.add('dl-sq-fight');
            cell.append(el('span', 'dl-sq-party', '\u2694 the party'));
          }
          cell.title = (names[key] || '(' + key + ')') + (room ? '. ' + text(room) : '') + (t.conquered ? ' Conquered by adventurers.' : '');
        } else {
          cell.classList.add('dl-sq-rock');
          cell.title = '(' + key + '): solid rock, not dug';
        }
        cell.append(el('span', 'dl-sq-at', '(' + key + ')'));
        row.append(cell);
      }
      g.append(row);
    }
    return g;
  }

  function supply(label, value, termId, danger) {
    const el = Ply.el;
    const s = el('span', 'dl-supply', '');
    s.append(el('span', 'k', label + ' '), el('span', 'counter' + (danger ? ' danger' : ''), String(value)));
    const t = termId && terms[termId];
    if (t) s.title = t.text;
    return s;
  }

  function lordPanel(v, snap, l, i) {
    const el = Ply.el;
    const s = snap.seats[i] || { seat: seatName(snap, i) };
    const p = el('div', 'panel seat dl-lord');
    p.dataset.seat = s.seat;
    if (s.you) p.classList.add('you');
    if (s.awaited) p.classList.add('awaited');
    const h = el('h3');
    h.append(token(COLOURS[i % COLOURS.length], String(i + 1)), document.createTextNode(' ' + s.seat
      + (s.you ? ' (you)' : '') + (s.bot ? ', ' + Ply.botWords(s) : '')));
    p.append(h);
    const sup = el('div', 'dl-supplies');
    sup.append(supply('Gold', l.gold), supply('Food', l.food),
      supply('Imps', (l.imps - l.impsBusy) + ' free of ' + l.imps, 'Imp'),
      supply('Evil', l.evil, 'Evil', l.evil >= PALADIN_MARK));
    if (l.penalties) sup.append(supply('Penalty tokens', l.penalties, 'Penalty token', true));
    p.append(sup);
    const names = ((snap.presentation || {}).squares || [])[i] || {};
    const plan = opt((v.plans || [])[i]);
    const fightAt = plan && opt(plan.tile);
    p.append(grid(l, names, fightAt));
    if (fightAt) {
      const at = fightAt.c + ',' + fightAt.r;
      p.append(Ply.field('battle plan', el('span', null, 'fights at ' + (names[at] || '(' + at + ')'))));
      if ((plan.traps || []).length) p.append(Ply.field('traps set there', cards(plan.traps, 'dl-trap', 'a trap card, face down')));
      if ((plan.monsters || []).length) p.append(Ply.field('monsters sent there', cards(plan.monsters, 'dl-monster', 'a monster')));
    }
    const battle = v.battle;
    if (battle && battle.seat === i) {
      if ((battle.traps || []).length) p.append(Ply.field('traps still to spring', cards(battle.traps, 'dl-trap', 'a trap card, face down')));
      if ((battle.toAct || []).length) p.append(Ply.field('monsters still to attack', cards(battle.toAct, 'dl-monster', 'a monster')));
    }
    p.append(Ply.field('orders in hand', cards(l.hand, 'dl-order-card', 'an order card')));
    if ((l.unavailable || []).length) p.append(Ply.field('orders unavailable this season', cards(l.unavailable, 'dl-order-card')));
    if ((l.played || []).length) p.append(Ply.field('orders played', cards(l.played, 'dl-order-card', 'an order played face down')));
    p.append(Ply.field('monsters', cards((l.lair || []).map((m) => m.tile), 'dl-monster', 'a monster', (c, k) => {
      if (!l.lair[k].ready) { c.classList.add('dl-tired'); c.textContent += ' (exhausted)'; }
    })));
    p.append(Ply.field('traps', cards(l.traps, 'dl-trap', 'a trap card, face down')));
    const party = l.party || [];
    p.append(Ply.field('adventurers in the dungeon', cards(party.map((f) => f.id), 'dl-adv', 'an adventurer', (c, k) => {
      if (party[k].damage) { c.classList.add('wound'); c.textContent += ', ' + party[k].damage + ' damage'; }
    })));
    p.append(Ply.field('prison', cards(l.prison, 'dl-adv')));
    return p;
  }

  Ply.renderers['dungeon-lords'] = function (root, snap) {
    const el = Ply.el;
    const v = snap.view;
    terms = (snap.glossary && snap.glossary.terms) || {};
    const wrap = el('div', 'dl');
    wrap.append(head(v, snap));
    wrap.append(board(v, snap));
    const seats = el('div', 'seats');
    (v.lords || []).forEach((l, i) => seats.append(lordPanel(v, snap, l, i)));
    wrap.append(seats);
    root.append(wrap);
  };
})();
