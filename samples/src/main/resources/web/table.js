// The table page: the viewer's snapshot (view, legal actions, events) kept live by server-sent
// events, with polling as the fallback. The seat's token is in the link's fragment: on first load
// it is exchanged for an HttpOnly cookie scoped to this seat's API, and taken out of the address
// bar, so a reload (even after the server restarted) rejoins without it.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const parts = location.pathname.split('/');
  const tableId = decodeURIComponent(parts[2] || '');
  const seat = decodeURIComponent(parts[3] || '');
  const token = location.hash.replace(/^#/, '');
  const api = '/api/tables/' + encodeURIComponent(tableId) + '/' + encodeURIComponent(seat);
  document.getElementById('reportLink').href = api + '/report';
  let snap = null;
  let picked = null; // what the player pointed at on the board (see applyPick)
  let sending = false;
  let pollTimer = null;
  let clockSkew = 0;
  // Rule references (each event's rule ID, the game's "(DG-R12)" tags, a refusal's rule) are for
  // those who ask: hidden until "show rule references" is ticked, remembered in this browser.
  let showRules = false;
  try { showRules = localStorage.getItem('ply.showRules') === 'true'; } catch (e) { /* storage may be off */ }

  window.Ply = window.Ply || {};
  const renderers = Ply.renderers || {};

  // whether the error box says the server did not answer (cleared by the next snapshot), not that a move was refused
  let connectionError = false;

  function showError(body, connection = false) {
    connectionError = connection;
    const box = $('error');
    box.hidden = false;
    box.textContent = '';
    // the sentence only: the stable code (BAD_TOKEN, STALE_VERSION) is for programs, kept in data-code
    box.dataset.code = body.error || '';
    box.append(body.message);
    if (body.rule && showRules) {
      const r = document.createElement('span');
      r.className = 'rule';
      r.textContent = body.rule;
      box.append(' ', r);
    }
  }

  function clearError() {
    connectionError = false;
    $('error').hidden = true;
    $('error').textContent = '';
  }

  function seatLabel(s) {
    return s === seat ? s + ' (you)' : s;
  }

  function render(s) {
    if (snap && s.version < snap.version) return; // an older snapshot arrived late
    if (connectionError) clearError(); // the server answers again
    const textShown = snap ? snap.textShown : false;
    if (!snap || s.version !== snap.version) picked = null; // a new position: show every action again
    snap = s;
    snap.textShown = textShown;
    clockSkew = Date.now() - s.now;
    document.title = s.game.name + ' - ' + seatLabel(s.seat);
    $('title').textContent = s.game.name;
    $('whoami').textContent = s.seat === 'spectator' ? 'You are watching (public information only)' : 'You are ' + s.seat;
    document.body.dataset.seat = s.seat;
    document.body.dataset.version = s.version;
    const seedNote = $('seedNotice');
    seedNote.hidden = s.chosenSeed === null || s.chosenSeed === undefined;
    if (!seedNote.hidden) seedNote.textContent = 'Chosen seed ' + s.chosenSeed + ': whoever knows it can work out the cards.';
    const status = $('status');
    if (s.over) {
      status.textContent = 'Game over';
    } else if (s.problem) {
      status.textContent = s.problem;
    } else {
      const waiting = s.awaiting.map(seatLabel).join(', ');
      status.textContent = s.awaiting.includes(s.seat) ? 'Your turn' + (s.awaiting.length > 1 ? ' (with ' + s.awaiting.filter((p) => p !== s.seat).join(', ') + ')' : '') : 'Waiting for ' + waiting;
    }
    status.className = 'status' + (s.awaiting.includes(s.seat) ? ' yours' : '');
    const board = $('board');
    board.textContent = '';
    const special = renderers[s.game.id];
    if (!snap.textShown) {
      // games without a look of their own also get the game's text, open
      $('textView').open = !special;
      snap.textShown = true;
    }
    try {
      if (special) special(board, s); else Ply.renderGeneric(board, s);
    } catch (e) {
      board.textContent = '';
      Ply.renderGeneric(board, s);
    }
    $('render').textContent = s.render;
    renderActions(s);
    renderEvents(s);
    renderOutcome(s);
    tick();
  }

  // Play by pointing: a click on a card, square or seat of the board keeps the actions that name
  // it (any value of the action's data equal to the thing's id); a second click, or one on empty
  // board, shows them all again. The list stays for keyboards and screen readers.

  // an action names a thing when one of its values (its type too: Love Letter's is the card; not who
  // acts) is the thing's id; a small object such as a square {"c": 3, "r": 0} names "3,0"
  function mentions(value, want, key) {
    if (value === null || value === undefined || key === 'actor') return false;
    if (typeof value === 'object') {
      if (!Array.isArray(value) && Object.values(value).join(',').toLowerCase() === want) return true;
      return Object.entries(value).some(([k, v]) => mentions(v, want, Array.isArray(value) ? key : k));
    }
    return String(value).toLowerCase() === want;
  }

  function pickable(target) {
    const t = target.closest('[data-card],[data-square],[data-town],[data-space],[data-order],[data-seat]');
    if (!t) return null;
    const d = t.dataset;
    return { el: t, id: d.card || d.square || d.town || d.space || d.order || d.seat };
  }

  function applyPick() {
    const buttons = [...document.querySelectorAll('#actions button.action')];
    document.querySelectorAll('#board .picked').forEach((x) => x.classList.remove('picked'));
    const note = $('pickNote');
    if (!picked || !snap) {
      buttons.forEach((b) => { b.hidden = false; });
      note.hidden = true;
      return;
    }
    const want = String(picked).toLowerCase();
    let kept = 0;
    for (const b of buttons) {
      const a = snap.legal.find((x) => String(x.index) === b.dataset.index);
      const keep = a && mentions(a.action, want);
      b.hidden = !keep;
      if (keep) {
        kept++;
        const fold = b.closest('details');
        if (fold) fold.open = true;
      }
    }
    document.querySelectorAll('#board [data-card],#board [data-square],#board [data-town],#board [data-space],#board [data-order],#board [data-seat]')
      .forEach((x) => { const p = pickable(x); if (p && p.el === x && String(p.id).toLowerCase() === want) x.classList.add('picked'); });
    if (kept === 0) {
      buttons.forEach((b) => { b.hidden = false; });
      note.textContent = 'None of your actions uses that; all are shown.';
    } else {
      note.textContent = kept + ' of your actions use' + (kept === 1 ? 's' : '') + ' what you pointed at. Click it again to see all.';
    }
    note.hidden = false;
  }

  document.addEventListener('click', (ev) => {
    if (!ev.target.closest('#board')) return;
    const p = pickable(ev.target);
    picked = p && p.id !== picked ? p.id : null;
    applyPick();
  });

  function renderActions(s) {
    const box = $('actions');
    box.textContent = '';
    $('actionsPanel').hidden = s.seat === 'spectator';
    if (s.legal.length === 0) {
      const p = document.createElement('p');
      p.className = 'hint';
      p.textContent = s.over ? 'The game is over.' : 'Nothing to do: waiting for ' + s.awaiting.join(', ') + '.';
      box.append(p);
      return;
    }
    // a long list folds each run of four or more alike actions (one kind, the same first three
    // words: a partner's trades, the offers of help) into one line that opens, as the terminal does
    const lead = (a) => a.action.type + '|' + a.text.split(' ').slice(0, 3).join(' ');
    const button = (a) => {
      const b = document.createElement('button');
      b.className = 'action';
      b.textContent = a.text;
      b.dataset.index = a.index;
      b.addEventListener('click', () => act(s.version, a.index));
      return b;
    };
    const legal = s.legal;
    for (let i = 0; i < legal.length;) {
      let j = i;
      while (legal.length > 12 && j + 1 < legal.length && lead(legal[j + 1]) === lead(legal[i])) j++;
      if (j - i + 1 >= 4) {
        const fold = document.createElement('details');
        fold.className = 'fold';
        const sum = document.createElement('summary');
        sum.textContent = legal[i].text.split(' ').slice(0, 3).join(' ') + ' ... (' + (j - i + 1) + ' choices)';
        fold.append(sum);
        for (let k = i; k <= j; k++) fold.append(button(legal[k]));
        box.append(fold);
      } else {
        for (let k = i; k <= j; k++) box.append(button(legal[k]));
      }
      i = j + 1;
    }
    applyPick();
  }

  /**
   * "Since your last move": the events after this seat's latest action, grouped by whose action
   * they followed, in the game's words (rule references only when asked).
   */
  function renderSummary(s) {
    const box = $('summary');
    box.textContent = '';
    if (s.seat === 'spectator') { $('summaryPanel').hidden = true; return; }
    let mine = -1;
    for (const e of s.events) if (e.by === s.seat) mine = Math.max(mine, e.version);
    const since = s.events.filter((e) => e.version > mine && e.by !== s.seat);
    $('summaryPanel').hidden = since.length === 0;
    let group = null;
    for (const e of since) {
      const who = e.by === null || e.by === undefined ? 'The game' : e.by;
      if (!group || group.who !== who) {
        group = { who, li: document.createElement('li') };
        const name = document.createElement('strong');
        name.textContent = who + ': ';
        group.li.append(name);
        group.first = true;
        box.append(group.li);
      }
      if (!group.first) group.li.append('; ');
      group.li.append(showRules && e.textWithRules ? e.textWithRules : Ply.describeEvent(e));
      group.first = false;
    }
  }

  function renderEvents(s) {
    renderSummary(s);
    const list = $('events');
    list.textContent = '';
    const shown = s.events.slice(-60).reverse();
    for (const e of shown) {
      const li = document.createElement('li');
      const n = document.createElement('span');
      n.className = 'seq';
      n.textContent = e.seq;
      li.append(n, ' ', showRules && e.textWithRules ? e.textWithRules : Ply.describeEvent(e));
      if (e.rule && showRules) {
        const r = document.createElement('span');
        r.className = 'rule';
        r.textContent = e.rule;
        li.append(' ', r);
      }
      list.append(li);
    }
  }

  function renderOutcome(s) {
    $('outcomePanel').hidden = !s.over;
    if (!s.over) return;
    const o = s.outcome;
    const who = o.cooperative ? (o.winners.length ? 'The party won' : 'The party lost') : (o.winners.length ? o.winners.map(seatLabel).join(', ') + ' won' : 'No winner');
    $('outcome').textContent = who + ': ' + (showRules && o.reasonWithRules ? o.reasonWithRules : o.reason);
    $('logLink').href = api + '/log';
    $('logLink').setAttribute('download', s.game.id + '-' + s.table + '.json');
    $('replayLink').href = '/replay#' + encodeURIComponent(s.table) + '/' + encodeURIComponent(s.seat);
  }

  function tick() {
    const t = $('timer');
    if (!snap || snap.over) { t.hidden = true; return; }
    const mine = snap.seats.find((x) => x.seat === snap.seat);
    const running = snap.seats.filter((x) => x.deadline);
    if (!running.length) { t.hidden = true; return; }
    const target = (mine && mine.deadline) ? mine : running[0];
    const left = Math.max(0, Math.ceil((target.deadline - (Date.now() - clockSkew)) / 1000));
    t.hidden = false;
    t.textContent = (target.seat === snap.seat ? 'Your time: ' : target.seat + "'s time: ") + left + ' s';
  }
  setInterval(tick, 500);

  async function act(version, index) {
    if (sending) return;
    sending = true;
    document.querySelectorAll('button.action').forEach((b) => { b.disabled = true; });
    try {
      const r = await fetch(api + '/actions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ version: version, index: index }) });
      const body = await r.json();
      if (r.ok) {
        clearError();
        render(body);
      } else {
        showError(body);
        await refresh();
      }
    } catch (e) {
      showError({ error: 'NETWORK', message: 'the server could not be reached' });
    } finally {
      sending = false;
      document.querySelectorAll('button.action').forEach((b) => { b.disabled = false; });
    }
  }

  /** Fetches the seat's snapshot and shows it, or why it was refused; returns the HTTP status (200 when shown). */
  async function refresh() {
    const r = await fetch(api);
    const body = await r.json().catch(() => ({ error: 'UNAVAILABLE', message: 'the server is not answering; retrying' }));
    if (r.ok) {
      render(body);
      return 200;
    }
    showError(body, true);
    return r.status;
  }

  function poll() {
    if (pollTimer) return;
    $('live').textContent = 'polling';
    pollTimer = setInterval(() => { refresh().catch(() => {}); }, 2000);
  }

  function live() {
    if (!window.EventSource) { poll(); return; }
    const es = new EventSource(api + '/stream');
    es.addEventListener('state', (m) => {
      if (pollTimer) { clearInterval(pollTimer); pollTimer = null; }
      $('live').textContent = 'live';
      $('live').className = 'live on';
      render(JSON.parse(m.data));
    });
    es.onerror = () => {
      // the browser keeps retrying the stream; meanwhile poll, so the page never goes stale
      $('live').className = 'live';
      poll();
    };
  }

  let joined = false;

  /** Trades the link's token for the seat's cookie, then drops it from the address bar; returns the HTTP status (200 when joined). */
  async function join() {
    if (!token || joined) return 200;
    const r = await fetch(api + '/session', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Ply-Token': token }, body: '{}' });
    if (r.ok) {
      joined = true;
      history.replaceState(null, '', location.pathname);
      return 200;
    }
    showError(await r.json().catch(() => ({ error: 'UNAVAILABLE', message: 'the server is not answering' })), true);
    return r.status;
  }

  // A refusal that may pass by itself: no answer, a busy or restarting server, a request it read too slowly.
  const passing = (status) => status === 0 || status === 408 || status === 429 || status >= 500;

  /**
   * Joins and shows the first snapshot, then goes live. What a busy or restarting server refuses is
   * asked again, a little later each time, so a page reloaded while its server starts comes back
   * by itself; a refusal that will not pass (a wrong link or token) stays on the page in words.
   */
  async function start() {
    for (let wait = 500; ; wait = Math.min(2 * wait, 5000)) {
      const status = await join().then((s) => (s === 200 ? refresh() : s)).catch(() => 0);
      if (status === 200) {
        live();
        return;
      }
      if (!passing(status)) return;
      $('live').textContent = 'reconnecting';
      await new Promise((res) => setTimeout(res, wait));
    }
  }

  const toggle = $('showRules');
  toggle.checked = showRules;
  toggle.addEventListener('change', () => {
    showRules = toggle.checked;
    try { localStorage.setItem('ply.showRules', String(showRules)); } catch (e) { /* storage may be off */ }
    if (snap) { renderEvents(snap); renderOutcome(snap); }
  });

  Ply.currentSnapshot = () => snap;
  start();
})();
