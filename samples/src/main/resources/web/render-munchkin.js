// Munchkin: the prompt, the fight (both sides' strengths, computed in Java from the viewer's view
// by MunchkinLook), the piles, and each player's character, worn items by slot, carried items,
// curses and hand (the viewer's own face up). Cards are named from the glossary; their text is
// the hover title. No internal field of the view is shown.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};
  const HIDDEN = '??';
  const SLOTS = [['headgear', 'Headgear'], ['armor', 'Armor'], ['footgear', 'Footgear'], ['hands', 'Hands'], ['other', 'Other']];

  let glossary = {};

  function cards(list, cls, cheated) {
    const el = Ply.el;
    return Ply.cardZone(list, 'card mk-card ' + (cls || ''), HIDDEN, (c, id) => {
      c.dataset.card = id;
      const g = glossary[id];
      if (g) {
        c.classList.add('mk-kind-' + String(g.kind).toLowerCase().replace(/_/g, '-'));
        c.append(el('span', 'mk-name', g.name));
        const facts = [];
        if (g.level !== undefined) facts.push('level ' + g.level);
        if (g.bonus) facts.push('+' + g.bonus);
        if (cheated && cheated.indexOf(id) >= 0) facts.push('with Cheat!');
        if (facts.length) c.append(el('span', 'mk-facts', facts.join(' ')));
        c.title = g.text;
      } else {
        c.textContent = 'a card';
      }
    });
  }

  function nameOf(id) {
    return (glossary[id] || {}).name || 'a hidden card';
  }

  function fightPanel(f) {
    const el = Ply.el;
    const p = el('div', 'panel mk-fight');
    p.append(el('h3', null, 'Fight: ' + f.fighter + (f.helper ? ' helped by ' + f.helper : '')));
    const sides = el('div', 'mk-sides');
    const us = el('div', 'mk-side mk-munchkins');
    us.append(el('div', 'mk-total', 'Munchkins ' + f.munchkinStrength));
    f.munchkins.forEach(m => us.append(el('div', 'mk-line', m.name + ': ' + m.strength)));
    if (f.munchkinBonus) us.append(el('div', 'mk-line', 'one-shot bonuses: +' + f.munchkinBonus));
    const vs = el('div', 'mk-vs ' + (f.winning ? 'mk-winning' : 'mk-losing'),
      f.winning ? 'winning' : 'losing');
    const them = el('div', 'mk-side mk-monsters');
    them.append(el('div', 'mk-total', 'Monsters ' + f.monsterStrength));
    f.monsters.forEach(m => {
      const row = el('div', 'mk-line');
      row.append(cards([m.card], 'monster'));
      row.append(el('span', 'mk-strength', m.active ? String(m.strength) : m.state));
      if (m.enhancers.length) {
        row.append(el('span', 'hint', ' with '));
        row.append(cards(m.enhancers, 'enhancer'));
      }
      them.append(row);
    });
    if (f.monsterBonus) them.append(el('div', 'mk-line', 'one-shot bonuses: +' + f.monsterBonus));
    sides.append(us, vs, them);
    p.append(sides);
    if (f.played.length) p.append(Ply.field('played in the fight', cards(f.played)));
    return p;
  }

  function seatPanel(pl, s, look, isTurn) {
    const el = Ply.el;
    const p = el('div', 'panel seat mk-player');
    p.dataset.seat = s.seat;
    if (s.you) p.classList.add('you');
    if (s.awaited) p.classList.add('awaited');
    if (!pl.alive) p.classList.add('mk-dead');
    const head = el('h3', null, pl.name + (s.you ? ' (you)' : '') + (s.bot ? ' (' + Ply.botWords(s) + ')' : ''));
    p.append(head);
    const who = el('div', 'mk-who');
    who.append(el('span', 'mk-level', 'Level ' + pl.level));
    const character = pl.character.map(nameOf);
    if (pl.human) character.unshift('Human');
    who.append(el('span', null, ' ' + pl.sex + ' ' + character.join(', ')
      + (pl.alive ? '' : ' (dead)') + (isTurn ? (s.you ? ' \u2022 your turn' : ' \u2022 their turn') : '')));
    p.append(who);
    if (pl.character.length) p.append(Ply.field('race and class', cards(pl.character, 'character')));
    const worn = el('div', 'mk-slots');
    SLOTS.forEach(([key, label]) => {
      const list = pl.equipped[key] || [];
      if (key === 'other' && !list.length) return;
      const slot = el('div', 'mk-slot');
      slot.append(el('span', 'mk-slot-name', label));
      slot.append(cards(list, 'item', pl.cheated));
      worn.append(slot);
    });
    p.append(Ply.field('equipped', worn));
    if (pl.carried.length) p.append(Ply.field('carried', cards(pl.carried, 'item', pl.cheated)));
    if (pl.hireling) p.append(Ply.field('hireling', cards([pl.hireling], 'item')));
    if (pl.curses.length) p.append(Ply.field('curses', cards(pl.curses, 'curse')));
    p.append(Ply.field('hand (' + pl.handSize + ')', cards(pl.hand, 'in-hand')));
    return p;
  }

  Ply.renderers['munchkin'] = function (root, snap) {
    const el = Ply.el;
    const v = snap.view;
    const look = snap.presentation;
    if (!look || !look.seats) throw new Error('no Munchkin look'); // table.js falls back to the generic view
    glossary = snap.glossary || {};
    const wrap = el('div', 'mk');
    const top = el('div', 'panel mk-prompt');
    top.append(el('h3', null, 'Turn ' + look.round + ': ' + look.turn + "'s turn"));
    if (look.prompt) top.append(el('div', 'mk-asked', look.prompt));
    if (!snap.over && snap.awaiting && snap.awaiting.length) {
      top.append(el('div', 'hint', 'May act now: ' + snap.awaiting.map(a => a === snap.seat ? a + ' (you)' : a).join(', ')));
      if (look.stillToAnswer && look.stillToAnswer.length) {
        top.append(el('div', 'hint', 'May still play a card before this closes: '
          + look.stillToAnswer.map(a => a === snap.seat ? a + ' (you)' : a).join(', ')));
      }
    }
    wrap.append(top);
    if (look.fight) wrap.append(fightPanel(look.fight));
    const piles = el('div', 'panel mk-piles');
    piles.append(Ply.field('doors', el('span', 'counter', (v.doorDeck || []).length + ' in the deck')));
    piles.append(Ply.field('door discards', cards((v.doorDiscard || []).slice(-3).reverse())));
    piles.append(Ply.field('treasures', el('span', 'counter', (v.treasureDeck || []).length + ' in the deck')));
    piles.append(Ply.field('treasure discards', cards((v.treasureDiscard || []).slice(-3).reverse())));
    if (v.resolving && v.resolving.length) piles.append(Ply.field('being played', cards(v.resolving)));
    if (v.sale && v.sale.length) piles.append(Ply.field('up for sale', cards(v.sale)));
    if (v.pool && v.pool.length) piles.append(Ply.field('treasure won', cards(v.pool)));
    if (v.corpse && v.corpse.length) piles.append(Ply.field('on the body', cards(v.corpse)));
    wrap.append(piles);
    const seats = el('div', 'seats');
    look.seats.forEach((pl, i) => {
      const s = snap.seats[i] || { seat: pl.name };
      seats.append(seatPanel(pl, s, look, look.turn === pl.name));
    });
    wrap.append(seats);
    root.append(wrap);
  };
})();
