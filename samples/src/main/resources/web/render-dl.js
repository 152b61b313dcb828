// Dungeon Lords: the season and the events, the central board's 24 action spaces with the
// minions on them, the offers and the adventurers to come, then each lord's board with the
// 5x4 dungeon as a grid (T tunnel, R room, grey = conquered), supplies, the Evilometer, the lair,
// the trap hand (other lords' cards face down), the party queued against him and the prison.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const HIDDEN = '?';
  const ORDERS = ['FOOD', 'REPUTATION', 'TUNNELS', 'GOLD', 'IMPS', 'TRAPS', 'MONSTERS', 'ROOMS'];
  const SEASONS = ['', 'Winter', 'Spring', 'Summer', 'Autumn'];

  function words(sym) {
    return String(sym).charAt(0) + String(sym).slice(1).toLowerCase().replace(/_/g, ' ');
  }

  // a Vavr Option may come as the value, null, or a one-element array
  function opt(v) {
    if (v === null || v === undefined) return null;
    if (Array.isArray(v)) return v.length ? v[0] : null;
    return v;
  }

  function chips(list, cls) {
    return Ply.cardZone(list, 'card dl-card ' + (cls || ''), HIDDEN, (c, id) => {
      c.textContent = typeof id === 'string' ? words(id) : String(id);
      c.dataset.card = id;
    });
  }

  const field = Ply.field;

  function grid(lord) {
    const el = Ply.el;
    const g = el('div', 'dl-grid');
    const entrance = el('div', 'dl-entrance', 'entrance');
    g.append(entrance);
    const cells = {};
    for (const t of lord.tiles || []) {
      cells[t.square.c + ',' + t.square.r] = t;
    }
    for (let r = 0; r < 4; r++) {
      const row = el('div', 'dl-row');
      for (let c = 0; c < 5; c++) {
        const t = cells[c + ',' + r];
        const cell = el('span', 'dl-cell');
        if (t) {
          const room = opt(t.room);
          cell.classList.add(room ? 'dl-room' : 'dl-tunnel');
          if (t.conquered) cell.classList.add('dl-conquered');
          cell.textContent = room ? words(room).split(' ').map(w => w.charAt(0)).join('') : 'T';
          cell.title = '(' + c + ',' + r + ') ' + (room ? words(room) : 'tunnel') + (t.conquered ? ', conquered' : '');
        } else {
          cell.textContent = '\u00b7';
          cell.title = '(' + c + ',' + r + ') empty';
        }
        row.append(cell);
      }
      g.append(row);
    }
    return g;
  }

  Ply.renderers['dungeon-lords'] = function (root, snap) {
    const el = Ply.el;
    const v = snap.view;
    const wrap = el('div', 'dl');
    const head = el('div', 'panel dl-head');
    head.append(el('h3', null, 'Year ' + v.year + ', ' + (SEASONS[v.season] || 'setup')
      + (v.round > 0 ? ', combat round ' + v.round : '') + ' - ' + words(v.phase)));
    head.append(field('events (Spring, Summer, Autumn)', chips(v.eventTiles)));
    head.append(field('special events', chips(v.specials)));
    head.append(field('combat cards', chips(v.combatCards)));
    if (opt(v.nonPlayerEvil) !== null) head.append(field('non-player evil', el('span', 'counter', String(opt(v.nonPlayerEvil)))));
    wrap.append(head);

    const board = el('div', 'panel dl-board');
    board.append(el('h3', null, 'Action spaces'));
    const table = el('table', 'dl-spaces');
    ORDERS.forEach((o, i) => {
      const tr = el('tr');
      tr.append(el('th', null, words(o)));
      for (let sp = 0; sp < 3; sp++) {
        const occ = opt((v.spaces || [])[i * 3 + sp]);
        let who = '-';
        if (occ) who = occ.nonPlayer ? 'non-player ' + (v.nonPlayers[occ.index] || {}).name : (snap.seats[occ.index] || {}).seat;
        tr.append(el('td', occ ? 'taken' : 'free', ['I', 'II', 'III'][sp] + ': ' + who));
      }
      table.append(tr);
    });
    board.append(table);
    board.append(field('monsters on offer', chips(v.monsterOffer)));
    board.append(field('rooms on offer', chips(v.roomOffer)));
    board.append(field('adventurers coming', chips((v.waiting || []).flat())));
    wrap.append(board);

    const seats = el('div', 'seats');
    (v.lords || []).forEach((l, i) => {
      const s = snap.seats[i] || { seat: 'p' + (i + 1) };
      const p = el('div', 'panel seat dl-lord');
      p.dataset.seat = s.seat;
      if (s.you) p.classList.add('you');
      if (s.awaited) p.classList.add('awaited');
      const paladin = opt(v.paladinHolder) === s.seat ? ' - the paladin is coming' : '';
      p.append(el('h3', null, s.seat + (s.you ? ' (you)' : '') + (s.bot ? ' - ' + s.bot + ' bot' : '') + paladin));
      p.append(field('evil', el('span', 'counter' + (l.evil >= 10 ? ' danger' : ''), l.evil + ' of 15')));
      p.append(field('gold / food / imps', el('span', 'counter', l.gold + ' / ' + l.food + ' / '
        + (l.imps - l.impsBusy) + ' of ' + l.imps)));
      if (l.penalties) p.append(field('penalty tokens', el('span', 'counter danger', String(l.penalties))));
      p.append(grid(l));
      p.append(field('hand', chips(l.hand)));
      p.append(field('unavailable', chips(l.unavailable)));
      if ((l.played || []).length) p.append(field('played', chips(l.played)));
      p.append(field('lair', chips((l.lair || []).map(m => m.tile + (m.ready ? '' : ' (exhausted)')))));
      p.append(field('traps', chips(l.traps, 'trap')));
      p.append(field('party', chips((l.party || []).map(f => f.id + ' ' + f.damage + ' dmg'))));
      p.append(field('prison', chips(l.prison)));
      seats.append(p);
    });
    wrap.append(seats);
    root.append(wrap);
    Ply.renderGeneric(root, snap, ['lords', 'spaces', 'monsterOffer', 'roomOffer', 'waiting', 'eventTiles',
      'specials', 'combatCards', 'players', 'year', 'season', 'phase', 'round', 'nonPlayerEvil', 'paladinHolder',
      'monsterDecks', 'roomDecks', 'adventurerDecks', 'combatDecks', 'trapDeck']);
  };
})();
