// Love Letter: its state is packed into a few ints for speed, so the server spells the viewer's
// view out ("presentation": hands, tokens, played cards); this draws it.
(function () {
  'use strict';
  window.Ply = window.Ply || {};
  Ply.renderers = Ply.renderers || {};

  function cards(list, cls) {
    const z = Ply.el('span', 'zone');
    if (!list.length) {
      z.append(Ply.el('span', 'empty', 'none'));
      return z;
    }
    for (const c of list) {
      const e = Ply.el('span', 'card ll-card ' + (cls || ''), c === '?' ? '?' : c);
      if (c === '?') e.classList.add('back');
      else if (cls === 'in-hand') e.dataset.card = c; // a card in one's hand points at the actions that play it
      z.append(e);
    }
    return z;
  }

  Ply.renderers['love-letter'] = function (root, snap) {
    const el = Ply.el;
    const p = snap.presentation;
    if (!p) { Ply.renderGeneric(root, snap); return; }
    const table = el('div', 'panel counters');
    table.append(el('h3', null, 'Round ' + p.round));
    for (const [k, v] of [['cards in the deck', p.deck], ['tokens to win', p.target], ['turn', p.turn || '-']]) {
      const chip = el('span', 'chip');
      chip.append(el('span', 'k', k), el('span', 'counter', String(v)));
      table.append(chip);
    }
    root.append(table);
    const seats = el('div', 'seats');
    p.seats.forEach((s, i) => {
      const info = snap.seats[i] || {};
      const panel = el('div', 'panel seat');
      panel.dataset.seat = s.seat;
      if (info.you) panel.classList.add('you');
      if (info.awaited) panel.classList.add('awaited');
      panel.append(el('h3', null, s.seat + (info.you ? ' (you)' : '') + (info.bot ? ' - ' + Ply.botWords(info) : '')
        + (s.out ? ' - out of the round' : '') + (s.shielded ? ' - protected by the Handmaid' : '')));
      const row = (k, v) => { const d = el('div', 'field'); d.append(el('span', 'k', k), v); panel.append(d); };
      row('hand', cards(s.hand, 'in-hand'));
      if (s.known) row('you know it holds', cards([s.known])); // a Priest's look, a Baron's tie, a King's trade
      if (s.knownBy && s.knownBy.length) row('your card is known to', el('span', null, s.knownBy.join(', ')));
      row('played', cards(s.played));
      row('tokens', el('span', 'counter', '\u2665'.repeat(s.tokens) + ' ' + s.tokens));
      seats.append(panel);
    });
    root.append(seats);
  };
})();
