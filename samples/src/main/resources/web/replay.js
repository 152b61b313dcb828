// The replay page: a log file (or a finished table's log) stepped through forwards and backwards,
// from any seat's view or the spectator's. The server replays the log, checking every hash, and
// sends the timeline as the chosen seat saw it and the position at one step; this page draws it
// with the game's own look.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  window.Ply = window.Ply || {};
  const renderers = Ply.renderers || {};
  // a finished table's replay: /replay#TABLE/SEAT (the seat's cookie from its table page authenticates)
  const fromTable = location.hash.replace(/^#/, '').split('/');
  let logText = null;
  let current = null;

  async function load(step) {
    const viewer = $('viewer').value;
    let r;
    if (logText !== null) {
      r = await fetch('/api/replay', { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ log: logText, view: viewer, step: step }) });
    } else if (fromTable.length === 2 && fromTable[0]) {
      r = await fetch('/api/tables/' + encodeURIComponent(fromTable[0]) + '/' + encodeURIComponent(fromTable[1]) + '/replay',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ view: viewer, step: step }) });
    } else {
      return;
    }
    const body = await r.json();
    if (!r.ok) {
      $('verify').hidden = false;
      $('verify').textContent = body.message;
      return;
    }
    show(body);
  }

  function show(b) {
    const first = current === null || current.game.id !== b.game.id;
    current = b;
    $('title').textContent = 'Replay: ' + b.game.name;
    $('whoami').textContent = b.viewer === 'spectator' ? 'seen by a spectator (public information only)' : 'as ' + b.viewer + ' saw it';
    if (first) {
      const sel = $('viewer');
      sel.textContent = '';
      sel.append(new Option('spectator (public information)', 'spectator'));
      for (const p of b.seats) sel.append(new Option(p, p));
      sel.value = b.viewer;
    }
    const v = $('verify');
    v.hidden = !b.divergence;
    if (b.divergence) {
      v.textContent = 'This log stops verifying at step ' + b.divergence.step + ': ' + b.divergence.message
        + ' Steps 0 to ' + b.verifiedSteps + ' can be viewed.';
    }
    $('step').max = b.verifiedSteps;
    $('step').value = b.step;
    $('of').textContent = 'of ' + b.verifiedSteps + (b.divergence ? ' verified (' + b.steps + ' in the log)' : '');
    const pos = b.position;
    $('status').textContent = pos.over ? 'Game over: ' + pos.outcome : (pos.awaiting.length ? 'Waiting for ' + pos.awaiting.join(', ') : '');
    const snap = { game: b.game, seat: b.viewer, view: pos.view, glossary: pos.glossary, presentation: pos.presentation,
      render: pos.render, awaiting: pos.awaiting, over: pos.over, legal: [], events: [],
      seats: b.seats.map((p) => ({ seat: p, you: p === b.viewer, awaited: pos.awaiting.includes(p), bot: null, deadline: null })) };
    const board = $('board');
    board.textContent = '';
    const special = renderers[b.game.id];
    try {
      if (special) special(board, snap); else Ply.renderGeneric(board, snap);
    } catch (e) {
      board.textContent = '';
      Ply.renderGeneric(board, snap);
    }
    if (first) $('textView').open = !special;
    $('render').textContent = pos.render;
    const now = $('now');
    now.textContent = '';
    const here = b.timeline[b.step - 1];
    if (!here) {
      now.append(li('The start of the game.'));
    } else {
      now.append(li(here.actor + (here.text ? ': ' + here.text : ' moves')));
      for (const e of here.events) now.append(li(e.text));
    }
    const tl = $('timeline');
    tl.textContent = '';
    for (const t of b.timeline) {
      const item = li('');
      const a = document.createElement('a');
      a.href = '#';
      a.textContent = t.actor + (t.text ? ': ' + t.text : '') + (t.events.length ? ' - ' + t.events.map((e) => e.text).join('; ') : '');
      a.addEventListener('click', (ev) => { ev.preventDefault(); load(t.step); });
      if (t.step === b.step) item.className = 'here';
      item.append(a);
      tl.append(item);
    }
    const here2 = tl.querySelector('.here');
    if (here2) here2.scrollIntoView({ block: 'nearest' });
  }

  function li(text) {
    const x = document.createElement('li');
    x.textContent = text;
    return x;
  }

  function go(step) {
    if (!current) return;
    load(Math.max(0, Math.min(current.verifiedSteps, step)));
  }

  $('file').addEventListener('change', async () => {
    const f = $('file').files[0];
    if (!f) return;
    logText = await f.text();
    current = null;
    $('verify').hidden = true;
    $('viewer').value = 'spectator';
    load(0);
  });
  $('viewer').addEventListener('change', () => current && load(current.step));
  $('first').addEventListener('click', () => go(0));
  $('back').addEventListener('click', () => current && go(current.step - 1));
  $('forward').addEventListener('click', () => current && go(current.step + 1));
  $('last').addEventListener('click', () => current && go(current.verifiedSteps));
  $('step').addEventListener('change', () => go(Number($('step').value)));
  document.addEventListener('keydown', (ev) => {
    if (!current || ev.target.tagName === 'INPUT' || ev.target.tagName === 'SELECT') return;
    if (ev.key === 'ArrowRight') go(current.step + 1);
    else if (ev.key === 'ArrowLeft') go(current.step - 1);
    else if (ev.key === 'Home') go(0);
    else if (ev.key === 'End') go(current.verifiedSteps);
  });
  if (fromTable.length === 2 && fromTable[0]) {
    $('open').hidden = true;
    $('viewer').value = 'spectator';
    load(0);
  }
})();
