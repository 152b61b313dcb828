// Munchkin: each player's level, race, class, items (equipped or carried) and hand (other
// players' cards face down), the combat with both strengths and who may still interfere, then
// the rest through the generic renderer.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const HIDDEN = '??';

  let glossary = {};

  function cards(list, cls, equipped) {
    const el = Ply.el;
    return Ply.cardZone(list, 'card mk-card ' + (cls || ''), HIDDEN, (c, id) => {
      c.dataset.card = id;
      const g = glossary[id];
      if (g) {
        c.classList.add('kind-' + String(g.kind).toLowerCase());
        c.append(el('span', 'mk-name', g.name));
        if (g.bonus !== undefined && g.bonus !== 0) c.append(el('span', 'mk-bonus', '+' + g.bonus));
        if (g.level !== undefined) c.append(el('span', 'mk-level', 'level ' + g.level));
        c.title = g.text;
      } else {
        c.textContent = id;
      }
      if (equipped && equipped.indexOf(id) >= 0) c.classList.add('equipped');
    });
  }

  const field = Ply.field;

  function topWindow(v) {
    const items = (v.frames && v.frames.items) || [];
    for (const f of items) {
      if (f && f.kind && f.window) return f;
    }
    return null;
  }

  Ply.renderers['munchkin'] = function (root, snap) {
    const el = Ply.el;
    const v = snap.view;
    glossary = snap.glossary || {};
    const wrap = el('div', 'mk');
    const c = v.combat && (v.combat.value !== undefined ? v.combat.value : v.combat);
    if (c && c.monsters) {
      const fight = el('div', 'panel mk-combat');
      const fighter = (snap.seats[c.fighter] || {}).seat || ('p' + (c.fighter + 1));
      let helper = null;
      if (c.helper !== null && c.helper !== undefined && c.helper !== 'None') {
        const h = typeof c.helper === 'object' ? c.helper.value : c.helper;
        if (h !== undefined) helper = (snap.seats[h] || {}).seat || ('p' + (h + 1));
      }
      fight.append(el('h3', null, 'Combat: ' + fighter + (helper ? ' helped by ' + helper : '')));
      const monsters = c.monsters.map(m => m.card);
      fight.append(field('monsters', cards(monsters, 'monster')));
      c.monsters.forEach(m => {
        if (m.state !== 'ACTIVE') fight.append(field((glossary[m.card] || {}).name || m.card, el('span', null, m.state.toLowerCase())));
        if (m.enhancers && m.enhancers.length) fight.append(field('enhancers', cards(m.enhancers)));
      });
      if (c.zone && c.zone.length) fight.append(field('played', cards(c.zone)));
      fight.append(field('one-shot bonuses', el('span', 'counter', 'munchkins +' + c.munchkinBonus + ', monsters +' + c.monsterBonus)));
      if (snap.words && snap.words.strengths) fight.append(field('strengths', el('span', 'counter', snap.words.strengths)));
      wrap.append(fight);
    }
    const prompt = snap.presentation && snap.presentation.prompt;
    const w = topWindow(v);
    if (prompt || w) {
      const p = el('div', 'panel mk-window');
      p.append(el('h3', null, prompt || 'Every living player is asked in turn'));
      if (w) p.append(el('span', 'counter', w.window.passesInRow + ' passes in a row'));
      wrap.append(p);
    }
    const piles = el('div', 'panel mk-piles');
    piles.append(field('door deck', el('span', 'counter', String((v.doorDeck || []).length))));
    piles.append(field('door discard', cards((v.doorDiscard || []).slice(-3).reverse())));
    piles.append(field('treasure deck', el('span', 'counter', String((v.treasureDeck || []).length))));
    piles.append(field('treasure discard', cards((v.treasureDiscard || []).slice(-3).reverse())));
    if (v.resolving && v.resolving.length) piles.append(field('being resolved', cards(v.resolving)));
    if (v.sale && v.sale.length) piles.append(field('up for sale', cards(v.sale)));
    if (v.pool && v.pool.length) piles.append(field('treasure won', cards(v.pool)));
    if (v.corpse && v.corpse.length) piles.append(field('on the body', cards(v.corpse)));
    wrap.append(piles);
    const seats = el('div', 'seats');
    (v.seats || []).forEach((pl, i) => {
      const s = snap.seats[i] || { seat: 'p' + (i + 1) };
      const p = el('div', 'panel seat mk-player');
      p.dataset.seat = s.seat;
      if (s.you) p.classList.add('you');
      if (s.awaited) p.classList.add('awaited');
      if (!pl.alive) p.classList.add('dead');
      p.append(el('h3', null, s.seat + (s.you ? ' (you)' : '') + (s.bot ? ' - ' + s.bot + ' bot' : '')
        + ' - level ' + pl.level + ' ' + String(pl.sex).toLowerCase() + (pl.alive ? '' : ' (dead)')
        + (v.turn === i ? ' - turn' : '')));
      const character = [].concat(pl.races || [], pl.classes || []);
      p.append(field('race and class', cards(character.length ? character : [], 'character')));
      p.append(field('items', cards(pl.items, 'item', pl.equipped)));
      if (pl.curses && pl.curses.length) p.append(field('curses', cards(pl.curses, 'curse')));
      p.append(field('hand (' + pl.hand.length + ')', cards(pl.hand, 'in-hand')));
      seats.append(p);
    });
    wrap.append(seats);
    root.append(wrap);
    Ply.renderGeneric(root, snap, ['seats', 'doorDeck', 'treasureDeck', 'doorDiscard', 'treasureDiscard', 'resolving',
      'sale', 'pool', 'corpse', 'toggled', 'proposals', 'combat', 'frames']);
  };
})();
