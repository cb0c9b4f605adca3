// congruent explore: the page. Every request is a conformance-protocol
// request (POST /protocol, answered as `congruent serve` answers it) or
// one of the explorer's own (POST /explore: position, play, picture);
// spec/explore.md documents both.
'use strict';

const $ = (id) => document.getElementById(id);
const state = {
  hello: null,      // the protocol's hello answer: rule sets and options
  variant: 'goff',
  options: {},      // the readings chosen (absent: the adopted one)
  allow: false,     // analysis: read positions no game reaches
  history: [],      // [{position, fen, key, notation}], the first the start
  at: 0,            // the position shown
  moves: [],        // the moves answer's entries for the position shown
  reply: null,      // the whole moves answer
  selected: null,   // the cell of the chosen piece
  pending: [],      // the moves chosen so far of a turn of several
  compare: '',      // "key=value": the other reading
  layout: 'grid',   // the picture's layout
  failures: [],     // a loaded report's failing cases
  failure: -1,      // the one shown
  verdict: null,    // {missing, extra}: the failing case's moves, marked
  kindsOf: null,    // the rule set whose piece kinds the set-up offers
};

// Every request to the server, counted in `data-busy` on the body while
// it is under way (the browser test waits for 0).
async function post(path, body) {
  const busy = (by) => { document.body.dataset.busy = String(Number(document.body.dataset.busy || 0) + by); };
  busy(1);
  try {
    const r = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${r.status}: ${await r.text()}`);
    const v = await r.json();
    if (v.error) throw new Error(v.error.message);
    return v;
  } finally {
    busy(-1);
  }
}

function request(op, extra, options) {
  const body = { id: 1, op, variant: state.variant, options: options || state.options };
  if (state.allow) body.allow_illegal = true;
  return Object.assign(body, extra);
}
const protocol = (op, extra, options) => post('/protocol', request(op, extra, options));
function explore(op, extra) {
  const body = { op, variant: state.variant, options: state.options };
  if (state.allow) body.allow_illegal = true;
  return post('/explore', Object.assign(body, extra));
}

const current = () => state.history[state.at];
const stepsOf = (entry) => entry.moves || [entry];
const stepKey = (s) => JSON.stringify([s.from, s.to, s.kind || 'normal', s.detail ?? null]);
const ruleSet = () => state.hello.variants.find((v) => v.id === state.variant);

function say(text, error) {
  $('status').textContent = text;
  $('status').className = error ? 'error' : '';
}

// Whether the entry's first moves are the pending ones.
const begunBy = (e) => state.pending.every((p, i) => stepKey(stepsOf(e)[i]) === stepKey(p));

// The entries that begin with the pending moves and go on, and the moves
// that may come next.
function candidates() {
  return state.moves.filter((e) => stepsOf(e).length > state.pending.length && begunBy(e));
}
function nextSteps() {
  const seen = new Map();
  for (const e of candidates()) {
    const s = stepsOf(e)[state.pending.length];
    if (!seen.has(stepKey(s))) seen.set(stepKey(s), s);
  }
  return [...seen.values()];
}

async function start() {
  try {
    state.hello = await protocol('hello', {});
    const begin = await (await fetch('/start')).json();
    const hash = new URLSearchParams(location.hash.slice(1));
    state.variant = hash.get('v') || begin.variant;
    state.options = hash.has('o') ? JSON.parse(hash.get('o')) : (hash.has('v') ? {} : begin.options);
    state.allow = hash.get('a') === '1';
    state.layout = hash.get('l') || 'grid';
    $('layout').value = state.layout;
    const position = hash.get('fen') || begin.position;
    const keys = (hash.get('m') || '').split('\n').filter((k) => k);
    for (const v of state.hello.variants) {
      $('variant').add(new Option(`${v.id}: ${v.title}`, v.id));
    }
    await load(position, keys, Number(hash.get('at') ?? keys.length));
  } catch (e) {
    say(e.message, true);
  }
}

// Reads `position` (JSON, a compact string, or null for the start) and
// plays `keys` on it.
async function load(position, keys = [], at = keys.length) {
  $('variant').value = state.variant;
  $('analysis').checked = state.allow;
  const first = await explore('position', { position: position ?? null });
  await offerKinds();
  state.history = [{ position: first.position, fen: first.fen, key: null, notation: null }];
  for (const key of keys) {
    const last = state.history[state.history.length - 1];
    const next = await explore('play', { position: last.position, key });
    state.history.push({ position: next.position, fen: next.fen, key, notation: next.notation });
  }
  state.at = Math.max(0, Math.min(at, state.history.length - 1));
  await show();
}

async function show() {
  state.selected = null;
  state.pending = [];
  state.verdict = null;
  try {
    state.reply = await protocol('moves', { position: current().position });
    state.moves = state.reply.moves;
    const r = state.reply;
    const side = r.to_move;
    const status = r.status === 'ongoing'
      ? `${side} to move${r.check ? ', in check' : ''}`
      : `${r.status}${r.result ? ' (' + r.result + ')' : ''}`;
    say(`${state.variant}: ${status}, ${state.moves.length} legal move${state.moves.length === 1 ? '' : 's'}${histories(current().position)}`);
  } catch (e) {
    state.reply = null;
    state.moves = [];
    say(e.message, true);
  }
  $('fen').value = current().fen;
  const shown = editable(current().position);
  if (shown && shown.to_move) $('to-move').value = shown.to_move;
  renderOptions();
  renderPlayed();
  await redraw();
  keepAddress();
}

// A quantum ensemble's size: its histories (weights summed) and its
// distinct positions.
function histories(position) {
  const list = position && position.histories;
  if (!Array.isArray(list)) return '';
  const weight = list.reduce((n, h) => n + (h.weight || 1), 0);
  return `, ${weight} histor${weight === 1 ? 'y' : 'ies'} (${list.length} position${list.length === 1 ? '' : 's'})`;
}

async function redraw() {
  const extra = { layout: state.layout };
  if (state.selected) extra.from = state.selected;
  try {
    const { svg } = await explore('picture', Object.assign({ position: current().position }, extra));
    $('board').innerHTML = svg;
  } catch (e) {
    say(e.message, true);
    return;
  }
  for (const g of $('board').querySelectorAll('g.tile[data-cell]')) {
    const cell = g.dataset.cell;
    const title = g.querySelector('title');
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('aria-label', title ? title.textContent : cell);
    g.addEventListener('click', () => choose(cell));
    g.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); choose(cell); }
    });
    g.addEventListener('mouseenter', () => { $('hover').textContent = title ? title.textContent : cell; });
    g.addEventListener('focus', () => { $('hover').textContent = title ? title.textContent : cell; });
  }
  const next = nextSteps();
  const mark = (cell, cls) => {
    const g = $('board').querySelector(`g.tile[data-cell="${CSS.escape(cell)}"]`);
    if (g) g.classList.add(cls);
  };
  for (const s of state.pending) mark(s.to, 'step');
  if (state.verdict) {
    for (const k of state.verdict.missing) mark(targetOf(k), 'missing');
    for (const k of state.verdict.extra) mark(targetOf(k), 'extra');
  }
  if (state.selected) {
    for (const s of next.filter((s) => s.from === state.selected)) mark(s.to, 'legal');
  }
  renderMoves();
  await renderDiff(mark);
}

// A click (or Enter) on a cell: a destination of the chosen piece plays
// the move there (asking which, where several share it); a piece that
// can move is chosen; anything else clears the choice.
async function choose(cell) {
  if ($('editing').checked) return edit(cell);
  const next = nextSteps();
  const here = state.selected ? next.filter((s) => s.from === state.selected && s.to === cell) : [];
  if (here.length) return take(here);
  // A drop (Tetrahedral's pocket): no piece on the board moves, so a
  // click on the empty cell offers the drops there.
  const drops = next.filter((s) => s.to === cell && !onBoard(s.from));
  if (drops.length && !occupied(cell)) return take(drops);
  if (next.some((s) => s.from === cell) || (!state.pending.length && state.selected !== cell && occupied(cell))) {
    state.selected = cell;
  } else {
    state.selected = null;
  }
  $('choices').textContent = '';
  await redraw();
}

function onBoard(cell) {
  return !!$('board').querySelector(`g.tile[data-cell="${CSS.escape(cell)}"]`);
}

function occupied(cell) {
  const pieces = current().position.pieces || [];
  return pieces.some((p) => (p.tile || p.cell) === cell);
}

// The moves `steps` share a from and a to: one is taken at once; of
// several (promotions, castles, fissions) the user picks.
async function take(steps) {
  if (steps.length === 1) return step(steps[0]);
  const box = $('choices');
  box.textContent = 'Which move? ';
  for (const s of steps) {
    const b = document.createElement('button');
    b.textContent = s.notation || stepKey(s);
    b.addEventListener('click', () => step(s));
    box.appendChild(b);
  }
  box.querySelector('button').focus();
}

async function step(s) {
  $('choices').textContent = '';
  state.pending.push(s);
  const done = candidates().length === 0
    ? state.moves.filter((e) => stepsOf(e).length === state.pending.length && begunBy(e))
    : [];
  if (done.length) return play(done[0]);
  state.selected = null;
  say(`turn so far: ${state.pending.map((p) => p.notation).join('; ')}: choose the next move`);
  await redraw();
}

// A quantum move's report, in the words of `congruent quantum`'s.
function moveReport(text, r) {
  const n = (k, one, many) => `${k} ${k === 1 ? one : many}`;
  return `${text}: ${n(r.histories_before, 'history', 'histories')} -> ${r.histories_after}` +
    ` (${n(r.positions_before, 'position', 'positions')} -> ${r.positions_after});` +
    ` pruned by conflict ${r.pruned_by_conflict}, by differentiation ${r.pruned_by_differentiation}`;
}

async function play(entry, text) {
  try {
    const before = current().position;
    const v = await explore('play', Object.assign({ position: before }, text ? { key: text } : { move: entry }));
    $('report').textContent = v.report ? moveReport(v.notation || v.key, v.report) : '';
    state.history.length = state.at + 1;
    state.history.push({ position: v.position, fen: v.fen, key: v.key, notation: v.notation });
    state.at += 1;
  } catch (e) {
    say(e.message, true);
  }
  await show();
}

function renderMoves() {
  const list = $('moves');
  list.textContent = '';
  // While a turn of several moves is being chosen, the turns that begin
  // so; of the chosen piece, those whose next move is its.
  const k = state.pending.length;
  const shown = candidates().filter((e) => !state.selected || stepsOf(e)[k].from === state.selected);
  $('moves-title').textContent = state.selected
    ? `Legal moves of the piece on ${state.selected} (${shown.length})`
    : `Legal moves (${shown.length})`;
  for (const e of shown.slice(0, 600)) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.textContent = e.notation || stepsOf(e).map((s) => s.notation).join('; ');
    b.title = stepsOf(e).map((s) => `${s.from}-${s.to} ${s.kind || ''}`).join('; ');
    b.addEventListener('click', () => play(e));
    li.appendChild(b);
    list.appendChild(li);
  }
  if (shown.length > 600) {
    const li = document.createElement('li');
    li.textContent = `... and ${shown.length - 600} more: choose a piece`;
    list.appendChild(li);
  }
}

function renderPlayed() {
  const ol = $('played');
  ol.textContent = '';
  state.history.slice(1).forEach((h, i) => {
    const li = document.createElement('li');
    li.textContent = h.notation || h.key;
    if (i + 1 > state.at) li.className = 'future';
    ol.appendChild(li);
  });
  $('undo').disabled = state.at === 0;
  $('redo').disabled = state.at >= state.history.length - 1;
}

function renderOptions() {
  const box = $('options');
  box.textContent = '';
  const compare = $('compare');
  const keep = state.compare;
  compare.length = 1;
  for (const o of ruleSet().options) {
    const label = document.createElement('label');
    label.append(`${o.key} `);
    const sel = document.createElement('select');
    sel.dataset.key = o.key;
    o.values.forEach((v, i) => sel.add(new Option(i === 0 ? `${v} (adopted)` : v, v)));
    sel.value = state.options[o.key] ?? o.values[0];
    sel.addEventListener('change', () => {
      state.options = Object.assign({}, state.options, { [o.key]: sel.value });
      if (sel.value === o.values[0]) delete state.options[o.key];
      load(current().fen, [], 0).catch((e) => say(e.message, true));
    });
    label.appendChild(sel);
    const src = document.createElement('span');
    src.className = 'source';
    src.textContent = ` ${o.source}`;
    label.appendChild(src);
    box.appendChild(label);
    for (const v of o.values) {
      if (v !== (state.options[o.key] ?? o.values[0])) {
        compare.add(new Option(`${o.key}=${v}`, `${o.key}=${v}`));
      }
    }
  }
  compare.value = [...compare.options].some((x) => x.value === keep) ? keep : '';
  state.compare = compare.value;
}

// The other reading's moves beside ours: what it adds and what it
// removes, for the chosen piece (or the whole position), marked on the
// board in two colours.
async function renderDiff(mark) {
  const box = $('diff');
  box.textContent = '';
  if (!state.compare || !state.reply) return;
  const [key, value] = state.compare.split('=');
  const other = Object.assign({}, state.options, { [key]: value });
  let theirs;
  try {
    theirs = (await protocol('moves', { position: current().position }, other)).moves;
  } catch (e) {
    box.textContent = `Under ${state.compare} the position is refused: ${e.message}`;
    return;
  }
  // A chosen piece: its destinations by `reach` under each reading (what
  // the passage decides); no piece: every legal move.
  let mine = state.moves;
  if (state.selected) {
    try {
      const at = { position: current().position };
      mine = (await protocol('reach', at)).moves;
      theirs = (await protocol('reach', at, other)).moves;
    } catch (e) {
      box.textContent = `Under ${state.compare}: ${e.message}`;
      return;
    }
  }
  const ofPiece = (e) => !state.selected || stepsOf(e)[0].from === state.selected;
  const keyOf = (e) => stepsOf(e).map(stepKey).join('&');
  const ours = new Set(mine.map(keyOf));
  const others = new Set(theirs.map(keyOf));
  const added = theirs.filter((e) => ofPiece(e) && !ours.has(keyOf(e)));
  const removed = mine.filter((e) => ofPiece(e) && !others.has(keyOf(e)));
  const spec = ruleSet().options.find((o) => o.key === key);
  const head = document.createElement('p');
  head.innerHTML = `Under <b></b>${state.selected ? ' the piece on ' + state.selected : ''}: ` +
    `<span class="swatch added"></span> ${added.length} added, <span class="swatch removed"></span> ${removed.length} removed ` +
    (state.selected ? '(destinations, by reach).' : '(legal moves).');
  head.querySelector('b').textContent = state.compare;
  box.appendChild(head);
  if (spec) {
    const src = document.createElement('p');
    src.className = 'source';
    src.textContent = `The passage: ${spec.source}; the readings: spec/interpretations.md (Goff) or the rule set's page in spec/variants/.`;
    box.appendChild(src);
  }
  for (const [list, cls, word] of [[added, 'added', 'adds'], [removed, 'removed', 'removes']]) {
    if (!list.length) continue;
    const ul = document.createElement('ul');
    ul.className = cls;
    for (const e of list.slice(0, 40)) {
      const li = document.createElement('li');
      li.textContent = `${word} ${e.notation || stepsOf(e).map((s) => s.notation || `${s.from}-${s.to}`).join('; ')}`;
      ul.appendChild(li);
    }
    if (list.length > 40) ul.appendChild(Object.assign(document.createElement('li'), { textContent: `and ${list.length - 40} more` }));
    box.appendChild(ul);
    for (const e of list) mark(stepsOf(e)[0].to, cls);
  }
}

// The set-up: what a click on a cell puts there, of the rule set's kinds
// (the `kinds` request) on either side.
async function offerKinds() {
  if (state.kindsOf === state.variant) return;
  const { kinds } = await explore('kinds', {});
  state.kindsOf = state.variant;
  const put = $('put');
  put.length = 1;
  for (const side of ['white', 'black']) {
    for (const kind of kinds) put.add(new Option(`${side} ${kind}`, `${side} ${kind}`));
  }
}

// The classical position an edit changes: the position itself, or a
// quantum ensemble's one history (a classical position is read back as
// one history). `null` for an ensemble of several.
function editable(position) {
  if (!position || !position.histories) return position;
  return position.histories.length === 1 ? position.histories[0].position : null;
}

// Puts the chosen piece on `cell` (or clears it) and sets the side to
// move; the edited position is read by the server as any other, and a
// refusal is shown in its words, the position left as it was.
async function edit(cell) {
  const was = editable(current().position);
  $('edit-error').textContent = '';
  if (!was) {
    $('edit-error').textContent = 'This ensemble holds several histories: set up a classical position (one history) instead, with Start again or Load.';
    return;
  }
  const position = JSON.parse(JSON.stringify(was));
  const place = state.variant.startsWith('goff') ? 'tile' : 'cell';
  if (cell !== null) {
    position.pieces = (position.pieces || []).filter((p) => (p.tile || p.cell) !== cell);
    // Castling rights that name the cleared cell's rook go with it.
    if (Array.isArray(position.castling)) position.castling = position.castling.filter((c) => c !== cell);
    const put = $('put').value;
    if (put) {
      const [side, kind] = put.split(' ');
      position.pieces.push({ kind, side, [place]: cell });
    }
  }
  position.to_move = $('to-move').value;
  // A set-up position has no double advance just played.
  delete position.en_passant;
  try {
    const v = await explore('position', { position });
    state.history = [{ position: v.position, fen: v.fen, key: null, notation: null }];
    state.at = 0;
    await show();
  } catch (e) {
    $('edit-error').textContent = `Not set up: ${e.message}`;
    $('to-move').value = was.to_move;
  }
}

// The address keeps what is shown, so that a link shares it.
function keepAddress() {
  const h = new URLSearchParams();
  h.set('v', state.variant);
  if (Object.keys(state.options).length) h.set('o', JSON.stringify(state.options));
  if (state.allow) h.set('a', '1');
  if (state.layout !== 'grid') h.set('l', state.layout);
  h.set('fen', state.history[0].fen);
  const keys = state.history.slice(1).map((x) => x.key);
  if (keys.length) {
    h.set('m', keys.join('\n'));
    h.set('at', String(state.at));
  }
  history.replaceState(null, '', '#' + h.toString());
}

$('variant').addEventListener('change', () => {
  state.variant = $('variant').value;
  state.options = {};
  state.compare = '';
  load(null).catch((e) => say(e.message, true));
});
$('analysis').addEventListener('change', () => {
  state.allow = $('analysis').checked;
  load(current().fen).catch((e) => say(e.message, true));
});
$('layout').addEventListener('change', () => { state.layout = $('layout').value; keepAddress(); redraw(); });
$('compare').addEventListener('change', () => { state.compare = $('compare').value; redraw(); });
// The side to move is part of the set-up: changing it outside Edit would
// drop the moves played.
$('to-move').addEventListener('change', () => {
  if ($('editing').checked) edit(null);
  else $('to-move').value = editable(current().position)?.to_move ?? $('to-move').value;
});
$('undo').addEventListener('click', () => { if (state.at > 0) { state.at -= 1; show(); } });
$('redo').addEventListener('click', () => { if (state.at < state.history.length - 1) { state.at += 1; show(); } });
$('restart').addEventListener('click', () => load(null).catch((e) => say(e.message, true)));
$('load').addEventListener('submit', (ev) => {
  ev.preventDefault();
  load($('fen').value.trim()).catch((e) => say(e.message, true));
});
$('goto').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const cell = $('cell').value.trim();
  if (cell) choose(cell);
});
document.addEventListener('keydown', (ev) => {
  if (ev.target.tagName === 'INPUT' || ev.target.tagName === 'SELECT') return;
  if (ev.key === 'Escape') { state.selected = null; state.pending = []; $('choices').textContent = ''; redraw(); }
});
$('typed').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const text = $('text').value.trim();
  if (text) play(null, text);
});

// The cell a move key ends on: `FROM-TO kind:detail` (a turn's: its
// first move's).
function targetOf(key) {
  const first = key.split(' & ')[0].split(' ')[0];
  return first.slice(first.indexOf('-') + 1);
}

// A conformance report (`conform --json`): its failing cases, one at a
// time, each opened on the board with the moves the program missed and
// the ones it gave wrongly marked.
$('report-file').addEventListener('change', async () => {
  const file = $('report-file').files[0];
  if (!file) return;
  try {
    const report = JSON.parse(await file.text());
    if (!Array.isArray(report.cases)) throw new Error('no "cases": not a conform --json report');
    state.failures = report.cases.filter((c) => c.counted === 'failed');
    state.failure = -1;
    await stepFailure(1);
  } catch (e) {
    $('failures').textContent = `${file.name}: ${e.message}`;
  }
});

async function stepFailure(by) {
  const box = $('failures');
  box.textContent = '';
  if (!state.failures.length) { box.textContent = 'No failing case in this report.'; return; }
  state.failure = Math.max(0, Math.min(state.failures.length - 1, state.failure + by));
  const f = state.failures[state.failure];
  const nav = document.createElement('p');
  const prev = Object.assign(document.createElement('button'), { textContent: 'Previous', id: 'failure-prev' });
  const next = Object.assign(document.createElement('button'), { textContent: 'Next', id: 'failure-next' });
  prev.disabled = state.failure === 0;
  next.disabled = state.failure === state.failures.length - 1;
  prev.addEventListener('click', () => stepFailure(-1));
  next.addEventListener('click', () => stepFailure(1));
  nav.append(prev, ` failing case ${state.failure + 1} of ${state.failures.length} `, next);
  box.appendChild(nav);
  const id = document.createElement('p');
  id.className = 'case';
  id.textContent = `${f.id}: ${f.outcome} (${(f.rules || []).join(', ')}; ${f.source || ''})`;
  box.appendChild(id);
  const lists = [['missing', f.missing || [], 'the program did not give'], ['extra', f.extra || [], 'the program gave, wrongly']];
  for (const [cls, keys, what] of lists) {
    if (!keys.length) continue;
    const p = document.createElement('p');
    p.innerHTML = `<span class="swatch ${cls}"></span> ${keys.length} ${cls}: moves ${what}`;
    box.appendChild(p);
    const ul = document.createElement('ul');
    for (const k of keys.slice(0, 30)) ul.appendChild(Object.assign(document.createElement('li'), { textContent: k }));
    box.appendChild(ul);
  }
  for (const n of (f.notes || []).concat(f.message ? [f.message] : [])) {
    box.appendChild(Object.assign(document.createElement('p'), { className: 'note', textContent: n }));
  }
  try {
    const c = await post('/explore', { op: 'case', variant: f.variant, id: f.id });
    state.variant = c.variant;
    state.options = c.options || {};
    state.allow = !!c.input.allow_illegal;
    state.compare = '';
    await load(c.input.position);
    state.verdict = { missing: f.missing || [], extra: f.extra || [] };
    if (c.input.from) state.selected = c.input.from;
    await redraw();
  } catch (e) {
    box.appendChild(Object.assign(document.createElement('p'), { className: 'note', textContent: e.message }));
  }
}

start();
