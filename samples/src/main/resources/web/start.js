// The start page: list the installed games, open a table, show one private link per seat.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  let games = [];
  let botKinds = ['random'];

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') e.textContent = v; else e.setAttribute(k, v);
    }
    for (const c of children) e.append(c);
    return e;
  }

  function selectedGame() {
    return games.find((g) => g.id === $('game').value);
  }

  function refreshSeats() {
    const g = selectedGame();
    const players = $('players');
    if (g) {
      players.min = g.minPlayers;
      players.max = g.maxPlayers;
      const n = Number(players.value);
      if (n < g.minPlayers || n > g.maxPlayers) players.value = g.minPlayers;
    }
    const box = $('botSeats');
    box.querySelectorAll('label.seat-bot').forEach((l) => l.remove());
    for (let i = 1; i <= Number(players.value); i++) {
      const cb = el('input', { type: 'checkbox', name: 'bot', value: 'p' + i, id: 'bot-p' + i });
      // a newcomer plays p1 against bots; untick a seat to give its link to a person
      if (i > 1) cb.checked = true;
      box.append(el('label', { class: 'inline seat-bot' }, cb, ' p' + i + ' is a bot'));
    }
  }

  async function load() {
    const r = await fetch('/api/games');
    const body = await r.json();
    games = body.games;
    // a chosen seed lets its chooser know the cards: offered only where the server allows it
    $('seedField').hidden = !(body.limits && body.limits.allowSeeds);
    // plain names only ("mcts:N" and the like are patterns for the API)
    botKinds = body.bots.filter((k) => /^[a-z]+$/.test(k));
    if (!botKinds.length) botKinds = ['random'];
    // the kinds in words; the default bot (mcts) is chosen unless the server offers none
    const words = {
      mcts: 'Search bot (looks ahead with the game\'s strategy)',
      heuristic: 'Strategy bot (plays by the game\'s strategy, at once)',
      random: 'Random (any legal move)',
    };
    for (const k of botKinds) $('botKind').append(el('option', { value: k, text: words[k] || k }));
    $('botKind').value = botKinds.includes('mcts') ? 'mcts' : botKinds[0];
    const sel = $('game');
    for (const g of games) {
      sel.append(el('option', { value: g.id, text: g.name + ' (' + g.minPlayers + '-' + g.maxPlayers + ' players)' }));
    }
    refreshSeats();
  }

  $('game').addEventListener('change', refreshSeats);
  $('players').addEventListener('change', refreshSeats);
  $('create').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const req = { game: $('game').value, players: Number($('players').value), turnSeconds: Number($('turnSeconds').value || 0) };
    if (!$('seedField').hidden && $('seed').value !== '') req.seed = Number($('seed').value);
    const bots = {};
    document.querySelectorAll('input[name=bot]:checked').forEach((cb) => { bots[cb.value] = $('botKind').value; });
    req.bots = bots;
    const r = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(req) });
    const body = await r.json();
    if (!r.ok) {
      $('startError').hidden = false;
      $('startError').textContent = body.message;
      return;
    }
    $('startError').hidden = true;
    const list = $('linkList');
    list.textContent = '';
    if (body.chosenSeed !== null) {
      list.append(el('li', { class: 'seed-notice', text: 'Chosen seed ' + body.chosenSeed + ': every seat is shown it.' }));
    }
    for (const s of body.seats) {
      if (s.bot) {
        list.append(el('li', { text: s.seat + ': ' + Ply.botWords(s) })); // as the table page names it
      } else {
        const url = location.origin + s.link;
        list.append(el('li', {}, s.seat + ': ', el('a', { href: url, target: '_blank', class: 'seat-link', 'data-seat': s.seat, text: url })));
      }
    }
    const spec = location.origin + body.spectator.link;
    list.append(el('li', {}, 'spectator: ', el('a', { href: spec, target: '_blank', class: 'seat-link', 'data-seat': 'spectator', text: spec })));
    $('links').hidden = false;
  });
  load();
})();
