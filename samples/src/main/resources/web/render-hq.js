// HeroQuest: The Card Game: the dungeon floor (cards in play), each hero's sheet with the hand
// (other heroes' cards face down unless the open-hands variant shows them), wound cards and
// skulls, then the rest through the generic renderer.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const HIDDEN = '??';

  let glossary = {};

  function words(sym) {
    return String(sym).charAt(0) + String(sym).slice(1).toLowerCase().replace(/_/g, ' ');
  }

  function cards(list, cls) {
    return Ply.cardZone(list, 'card hq-card ' + (cls || ''), HIDDEN, (c, id) => {
      c.dataset.card = id;
      const g = glossary[id];
      if (g) {
        c.classList.add('kind-' + String(g.kind).toLowerCase());
        c.append(Ply.el('span', 'hq-id', id), Ply.el('span', 'hq-name', g.name));
        if (g.symbols && g.symbols.length) c.append(Ply.el('span', 'hq-symbols', g.symbols.map(words).join(' + ')));
        c.title = g.label;
      } else {
        c.textContent = id;
      }
    });
  }

  function title(s) {
    return String(s).charAt(0) + String(s).slice(1).toLowerCase().replace(/_/g, ' ');
  }

  Ply.renderers['heroquest'] = function (root, snap) {
    const el = Ply.el;
    const v = snap.view;
    glossary = snap.glossary || {};
    const wrap = el('div', 'hq');
    const floor = el('div', 'panel hq-floor');
    floor.append(el('h3', null, 'The dungeon floor (' + (v.floor || []).length + ' cards in play)'), cards(v.floor));
    if (v.pending) {
      const p = el('div', 'field');
      p.append(el('span', 'k', 'revealed, waiting for a hero'), cards([v.pending], 'pending'));
      floor.append(p);
    }
    wrap.append(floor);
    const seats = el('div', 'seats');
    (v.heroes || []).forEach((h, i) => {
      const s = snap.seats[i] || { seat: 'p' + (i + 1) };
      const p = el('div', 'panel seat hq-hero');
      p.dataset.seat = s.seat;
      if (s.you) p.classList.add('you');
      if (s.awaited) p.classList.add('awaited');
      p.append(el('h3', null, title(h.hero) + ' - ' + s.seat + (s.you ? ' (you)' : '') + (s.bot ? ' - ' + Ply.botWords(s) : '')
        + (v.active === i ? ' - active' : '')));
      const hand = el('div', 'field hand');
      hand.append(el('span', 'k', 'hand (' + h.hand.length + ')'), cards(h.hand, 'in-hand'));
      p.append(hand);
      const wounds = el('div', 'field');
      wounds.append(el('span', 'k', 'wound cards'), cards(h.wounds, 'wound'));
      p.append(wounds);
      const total = h.wounds.length + h.skulls;
      const sk = el('div', 'field');
      sk.append(el('span', 'k', 'skulls'), el('span', 'counter', '\u2620'.repeat(h.skulls) + ' ' + h.skulls));
      p.append(sk);
      const w = el('div', 'field');
      w.append(el('span', 'k', 'wounds'), el('span', 'counter' + (total >= 3 ? ' danger' : ''), total + ' of 4'));
      p.append(w);
      seats.append(p);
    });
    wrap.append(seats);
    wrap.append(table(v, snap));
    root.append(wrap);
  };

  const PHASES = { PLAY: 'to play a card', REVEAL_TARGET: 'to choose who takes the revealed card',
    ACTION: 'to attack, heal, search or pass', GAME_OVER: '' };

  /** The table in words: whose turn and what they decide, the rounds lost, and the piles. */
  function table(v, snap) {
    const el = Ply.el;
    const t = el('div', 'panel hq-table');
    const hero = (v.heroes || [])[v.active];
    const seat = (snap.seats[v.active] || {}).seat || '';
    const doing = PHASES[v.phase] === undefined ? '' : PHASES[v.phase];
    t.append(el('h3', null, 'Turn ' + v.turnNumber + (hero && doing ? ': the ' + title(hero.hero) + ' (' + seat + ') ' + doing : '')));
    const rows = [
      ['rounds lost', v.roundLosses + (v.roundLosses ? ' (each gave every hero a skull token: a permanent wound)' : '')],
      ['dungeon', v.dungeonSize + ' cards: ' + (v.deck || []).length + ' still to enter, ' + (v.discard || []).length + ' discarded'],
      ['out of the game', (v.outOfGame || []).length + ' cards, unseen'],
      ['chests left', (v.chests || []).length + (v.revealedChests && v.revealedChests.length
        ? ' (opened so far: ' + v.revealedChests.map(words).join(', ') + ')' : '')],
    ];
    if (v.courageThisTurn > 0) rows.push(['Courage this turn', v.courageThisTurn + ' played (1 more die each)']);
    if (v.openHands) rows.push(['variant', 'open hands: every hand is face up']);
    for (const [k, val] of rows) {
      const f = el('div', 'field');
      f.append(el('span', 'k', k), el('span', null, val));
      t.append(f);
    }
    if ((v.discard || []).length) {
      const d = el('div', 'field');
      d.append(el('span', 'k', 'discard pile'), cards(v.discard, 'discarded'));
      t.append(d);
    }
    return t;
  }
})();
