// @ts-check
/**
 * Every string the page and the board show, and every engine error code,
 * in English (complete) and French. Strings take `{name}` parameters; an
 * entry may be an object of plural forms keyed by `Intl.PluralRules`
 * categories, chosen by the `n` parameter. A missing French string falls
 * back to English, a missing English one to its key (never to nothing).
 *
 * Pits are named by their number in the shared numbering (South's leftmost
 * pit is 0), as in the move list, share links and the rulings; callers pass
 * engine pit numbers through `pitName`.
 */

/** @typedef {string | Record<string, string>} Entry */
/** @typedef {Record<string, Entry>} Table */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/** Languages with a table, in selector order. */
export const LANGUAGES = /** @type {const} */ (['en', 'fr']);

/** Each language's name in itself, for the selector. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français' };

/** @type {Table} */
const en = {
  'app.title': 'Mancala Atlas',
  'app.tagline': 'Traditional mancala games, played as the ethnographers recorded them.',
  'app.loading': 'Loading the games…',
  'app.load-failed': 'The game engine could not be loaded. Please reload the page.',
  'app.game': 'Game',
  'app.options': 'Rules',
  'app.settings': 'Rules and settings',
  'app.controls': 'Game and rules',
  'app.new-game': 'New game',
  'app.speed': 'Animation',
  'app.speed.slow': 'Slow',
  'app.speed.normal': 'Normal',
  'app.speed.fast': 'Fast',
  'app.speed.instant': 'Instant',
  'app.undo': 'Undo',
  'app.redo': 'Redo',
  'app.language': 'Language',
  'app.coming-soon': '{name} (coming soon)',
  'app.options-pending': 'The new rules apply from the next new game.',
  'app.recorded-in': 'Recorded in {place}',
  'app.hot-seat': 'Two players take turns on this device. South sits at the bottom, North at the top.',
  'app.shortcuts': 'Keys: arrows choose a pit, Enter plays, Ctrl+Z undoes, Ctrl+Y redoes.',

  'player.S': 'South',
  'player.N': 'North',

  'board.label': '{game} board',
  'board.to-move': 'to move',
  'board.waiting': 'waiting',
  'board.pits': { one: '{n} pit', other: '{n} pits' },
  'board.captured': 'captured {n}',
  'board.round': 'Round {n}',
  'board.pile': "{player}'s captured seeds: {n}",
  'board.game-over': 'Game over',

  'pit.label': 'Pit {pit}, {owner}, {seeds}',
  'pit.seeds': { one: '{n} seed', other: '{n} seeds' },
  'pit.playable': 'playable',
  'pit.sold': 'sold',
  'pit.foot': 'foot',
  'pit.head': 'head',
  'pit.list': 'Pits, South row first',

  'dir.choose': 'Choose a direction for pit {pit}',
  'dir.cw': 'Sow clockwise',
  'dir.ccw': 'Sow counter-clockwise',
  'dir.hint': 'Pit {pit} sows either way: choose an arrow (A counter-clockwise, C clockwise, Esc cancels).',

  'status.to-move': '{player} to move.',
  'status.arrange': '{player} lays out his seeds.',
  'status.sowing': '{player} sows pit {pit}. Click the board to skip.',
  'status.passes': '{player} has no move and passes.',
  'status.round-over': 'Round {round} is over.',
  'status.game-over': 'Game over.',
  'status.undone': 'Move taken back.',
  'status.redone': 'Move played again.',

  'announce.sow': '{player} sows pit {pit}: {seeds}.',
  'announce.sow-dir': '{player} sows pit {pit} {dir}: {seeds}.',
  'announce.cw': 'clockwise',
  'announce.ccw': 'counter-clockwise',
  'announce.relays': { one: '{n} relay.', other: '{n} relays.' },
  'announce.captures': '{player} captures {n}.',
  'announce.passes': '{player} passes.',
  'announce.round-ended': 'Round {round} is over: South {s}, North {n}.',
  'announce.round-started': 'Round {round} begins.',
  'announce.territory': 'South now owns {s} pits, North {n}.',
  'announce.game-over': 'Game over: {winner} wins, {s} to {n}.',
  'announce.draw': 'Game over: a draw, {s} to {n}.',
  'announce.to-move': '{player} to move.',
  'announce.arranged': '{player} has laid out his seeds.',

  'dialog.round-title': 'Round {round} is over',
  'dialog.game-title': 'Game over',
  'dialog.winner': '{player} wins',
  'dialog.draw': 'A draw',
  'dialog.winnings': 'Seeds won this round',
  'dialog.pits-next': 'Pits for the next round',
  'dialog.final-pits': 'Pits held',
  'dialog.score': 'Final score',
  'dialog.starts': '{player} starts round {round}.',
  'dialog.next-round': 'Next round',
  'dialog.new-game': 'New game',
  'dialog.close': 'Close',

  'option.start': 'Who starts',
  'option.stalemate': 'Stop when nothing is captured',
  'option.size': 'Board',
  'option.round-end': 'End of a round',
  'option.match': 'Match length',
  'option.prices': 'Large-stone prices',
  'option.first': 'First player each round',
  'option.strict-reach': 'Every move must reach the opponent',
  'option.chain-own': 'Capture chain runs into own houses',
  'value.south': 'South',
  'value.north': 'North',
  'value.random': 'Random',
  'value.alternate': 'Alternate',
  'value.start.alternate': 'Each new game, the other side',
  'value.immediate': 'When a territory empties',
  'value.hold-out': 'When the mover has nothing',
  'value.full': 'Full match',
  'value.single': 'Single round',
  'value.finger': 'Finger game',
  'value.off': 'Off',
  'value.on': 'On',
  'value.stalemate.n': 'After {n} moves',
  'value.size.5': '2 × 5',
  'value.size.7': '2 × 7',
  'value.size.8': '4 × 8',
  'value.size.10': '4 × 10',
  'value.stalemate.off': 'Never',
  'value.true': 'On',
  'value.false': 'Off',
  'value.yes': 'Yes',
  'value.no': 'No',

  'error.game-over': 'The game is over.',
  'error.wrong-phase': 'That move does not belong in this phase of the game.',
  'error.no-such-pit': 'There is no such pit on this board.',
  'error.not-your-pit': 'Pit {pit} belongs to your opponent.',
  'error.empty-pit': 'Pit {pit} is empty.',
  'error.single-seed': 'Pit {pit} holds a single seed, which cannot be sown.',
  'error.direction-required': 'Pit {pit} can be sown either way: choose a direction.',
  'error.direction-fixed': 'Pit {pit} always sows the same way.',
  'error.must-feed': 'Your opponent cannot play, so you must give him seeds, and pit {pit} does not reach his row.',
  'error.must-reach': 'Pit {pit} does not reach the opponent’s row.',
  'error.grand-slam': 'Pit {pit} would take every seed your opponent has; that is allowed only when no other move exists.',
  'error.not-legal': 'That move is not allowed here.',
  'error.nothing-to-undo': 'There is no move to take back.',
  'error.nothing-to-redo': 'There is no move to play again.',
  'error.bad-notation': 'That move could not be read.',
  'error.unknown-game': 'There is no game by that name.',
  'error.unknown-option': 'There is no such rule option.',
  'error.bad-option-value': 'That value is not allowed for this rule option.',
  'error.option-not-for-game': 'That rule option does not apply to this game.',
  'error.bad-seed': 'The random seed must be a whole number.',
  'error.not-ready': 'This game is not playable yet.',
  'error.unknown': 'That is not possible here.',
};

/** @type {Table} */
const fr = {
  'app.title': 'Atlas du mancala',
  'app.tagline': 'Des jeux de mancala traditionnels, joués tels que les ethnographes les ont décrits.',
  'app.loading': 'Chargement des jeux…',
  'app.load-failed': 'Le moteur de jeu n’a pas pu être chargé. Veuillez recharger la page.',
  'app.game': 'Jeu',
  'app.options': 'Règles',
  'app.settings': 'Règles et réglages',
  'app.controls': 'Jeu et règles',
  'app.new-game': 'Nouvelle partie',
  'app.speed': 'Animation',
  'app.speed.slow': 'Lente',
  'app.speed.normal': 'Normale',
  'app.speed.fast': 'Rapide',
  'app.speed.instant': 'Instantanée',
  'app.undo': 'Annuler',
  'app.redo': 'Rétablir',
  'app.language': 'Langue',
  'app.coming-soon': '{name} (bientôt)',
  'app.options-pending': 'Les nouvelles règles s’appliquent à la prochaine partie.',
  'app.recorded-in': 'Relevé à {place}',
  'app.hot-seat': 'Deux joueurs jouent à tour de rôle sur cet appareil. Sud est en bas, Nord en haut.',
  'app.shortcuts': 'Touches : les flèches choisissent un trou, Entrée joue, Ctrl+Z annule, Ctrl+Y rétablit.',

  'player.S': 'Sud',
  'player.N': 'Nord',

  'board.label': 'Plateau de {game}',
  'board.to-move': 'au trait',
  'board.waiting': 'attend',
  'board.pits': { one: '{n} trou', other: '{n} trous' },
  'board.captured': '{n} prises',
  'board.round': 'Manche {n}',
  'board.pile': 'Graines prises par {player} : {n}',
  'board.game-over': 'Partie terminée',

  'pit.label': 'Trou {pit}, {owner}, {seeds}',
  'pit.seeds': { one: '{n} graine', other: '{n} graines' },
  'pit.playable': 'jouable',
  'pit.sold': 'vendu',
  'pit.foot': 'pied',
  'pit.head': 'tête',
  'pit.list': 'Trous, rangée Sud d’abord',

  'dir.choose': 'Choisir un sens pour le trou {pit}',
  'dir.cw': 'Semer dans le sens horaire',
  'dir.ccw': 'Semer dans le sens antihoraire',
  'dir.hint': 'Le trou {pit} se sème dans les deux sens : choisissez une flèche (A antihoraire, C horaire, Échap annule).',

  'status.to-move': '{player} au trait.',
  'status.arrange': '{player} dispose ses graines.',
  'status.sowing': '{player} sème le trou {pit}. Cliquez sur le plateau pour passer.',
  'status.passes': '{player} n’a aucun coup et passe.',
  'status.round-over': 'La manche {round} est terminée.',
  'status.game-over': 'Partie terminée.',
  'status.undone': 'Coup annulé.',
  'status.redone': 'Coup rejoué.',

  'announce.sow': '{player} sème le trou {pit} : {seeds}.',
  'announce.sow-dir': '{player} sème le trou {pit} {dir} : {seeds}.',
  'announce.cw': 'dans le sens horaire',
  'announce.ccw': 'dans le sens antihoraire',
  'announce.relays': { one: '{n} relance.', other: '{n} relances.' },
  'announce.captures': '{player} prend {n}.',
  'announce.passes': '{player} passe.',
  'announce.round-ended': 'La manche {round} est terminée : Sud {s}, Nord {n}.',
  'announce.round-started': 'La manche {round} commence.',
  'announce.territory': 'Sud possède maintenant {s} trous, Nord {n}.',
  'announce.game-over': 'Partie terminée : {winner} gagne, {s} à {n}.',
  'announce.draw': 'Partie terminée : match nul, {s} à {n}.',
  'announce.to-move': '{player} au trait.',
  'announce.arranged': '{player} a disposé ses graines.',

  'dialog.round-title': 'Fin de la manche {round}',
  'dialog.game-title': 'Partie terminée',
  'dialog.winner': '{player} gagne',
  'dialog.draw': 'Match nul',
  'dialog.winnings': 'Graines gagnées dans la manche',
  'dialog.pits-next': 'Trous pour la manche suivante',
  'dialog.final-pits': 'Trous détenus',
  'dialog.score': 'Score final',
  'dialog.starts': '{player} commence la manche {round}.',
  'dialog.next-round': 'Manche suivante',
  'dialog.new-game': 'Nouvelle partie',
  'dialog.close': 'Fermer',

  'option.start': 'Qui commence',
  'option.stalemate': 'Arrêt faute de prise',
  'option.size': 'Plateau',
  'option.round-end': 'Fin d’une manche',
  'option.match': 'Durée du match',
  'option.prices': 'Prix des grosses pierres',
  'option.first': 'Premier joueur de chaque manche',
  'option.strict-reach': 'Chaque coup doit atteindre l’adversaire',
  'option.chain-own': 'La chaîne de prises continue dans ses propres trous',
  'value.south': 'Sud',
  'value.north': 'Nord',
  'value.random': 'Au hasard',
  'value.alternate': 'En alternance',
  'value.start.alternate': 'À chaque partie, l’autre camp',
  'value.immediate': 'Dès qu’un territoire se vide',
  'value.hold-out': 'Quand le joueur n’a plus rien',
  'value.full': 'Match complet',
  'value.single': 'Une seule manche',
  'value.finger': 'Jeu de doigts',
  'value.off': 'Non',
  'value.on': 'Oui',
  'value.stalemate.n': 'Après {n} coups',
  'value.size.5': '2 × 5',
  'value.size.7': '2 × 7',
  'value.size.8': '4 × 8',
  'value.size.10': '4 × 10',
  'value.stalemate.off': 'Jamais',
  'value.true': 'Oui',
  'value.false': 'Non',
  'value.yes': 'Oui',
  'value.no': 'Non',

  'error.game-over': 'La partie est terminée.',
  'error.wrong-phase': 'Ce coup n’appartient pas à cette phase de la partie.',
  'error.no-such-pit': 'Ce trou n’existe pas sur ce plateau.',
  'error.not-your-pit': 'Le trou {pit} appartient à votre adversaire.',
  'error.empty-pit': 'Le trou {pit} est vide.',
  'error.single-seed': 'Le trou {pit} ne contient qu’une graine, qui ne peut pas être semée.',
  'error.direction-required': 'Le trou {pit} se sème dans les deux sens : choisissez un sens.',
  'error.direction-fixed': 'Le trou {pit} se sème toujours dans le même sens.',
  'error.must-feed': 'Votre adversaire ne peut pas jouer : vous devez lui donner des graines, et le trou {pit} n’atteint pas sa rangée.',
  'error.must-reach': 'Le trou {pit} n’atteint pas la rangée adverse.',
  'error.grand-slam': 'Le trou {pit} prendrait toutes les graines de votre adversaire ; ce n’est permis que si aucun autre coup n’existe.',
  'error.not-legal': 'Ce coup n’est pas permis ici.',
  'error.nothing-to-undo': 'Il n’y a aucun coup à annuler.',
  'error.nothing-to-redo': 'Il n’y a aucun coup à rétablir.',
  'error.bad-notation': 'Ce coup n’a pas pu être lu.',
  'error.unknown-game': 'Aucun jeu ne porte ce nom.',
  'error.unknown-option': 'Cette option de règle n’existe pas.',
  'error.bad-option-value': 'Cette valeur n’est pas permise pour cette option.',
  'error.option-not-for-game': 'Cette option ne s’applique pas à ce jeu.',
  'error.bad-seed': 'La graine aléatoire doit être un nombre entier.',
  'error.not-ready': 'Ce jeu n’est pas encore jouable.',
  'error.unknown': 'Ce n’est pas possible ici.',
};

// ---------------------------------------------------------------------------
// Makonn: the opening-layout editor (arrange-ui.js), the singles game, and
// the reasons the engine gives for refusing a layout or a single.
// ---------------------------------------------------------------------------

/** @type {Table} */
const makonnEn = {
  'arrange.label': 'Opening layout',
  'arrange.intro': '{player}: lay out your seeds over your pits as you like. Drag a seed from one pit to another, or click a pit to pick up its seeds and click pits to drop them one by one.',
  'arrange.holding': {
    one: 'You hold {n} seed from pit {pit}: click the pit to drop it in, or pit {pit} to put it back.',
    other: 'You hold {n} seeds from pit {pit}: click pits to drop them one by one, or pit {pit} to put them back.',
  },
  'arrange.marking': 'Choose the pit that captures: one of your inner pits, holding exactly one seed, facing an occupied pit of {opponent}. The pits ringed in red can capture; choosing the marked pit again means no capture.',
  'arrange.keys': 'Keys: arrows move between your pits, Enter picks up and drops, X names the capturing pit, Backspace undoes a step, Esc puts the hand back.',
  'arrange.in-hand': 'In hand: {n}',
  'arrange.on-side': 'On your pits: {n} of {total}',
  'arrange.capture': 'Capture with a pit…',
  'arrange.capture-set': 'Capturing with pit {pit}',
  'arrange.capture-choosing': 'Choosing the capturing pit…',
  'arrange.undo': 'Undo step',
  'arrange.reset': 'Start again',
  'arrange.done': 'Done',
  'arrange.ready': 'Ready: no opening capture.',
  'arrange.ready-capture': 'Ready: pit {pit} captures {seeds} ({pits}).',
  'arrange.pits': { one: 'pit {list}', other: 'pits {list}' },
  'arrange.drop-hand': { one: 'Drop the seed in your hand first.', other: 'Drop the {n} seeds in your hand first.' },
  'arrange.moved': 'One seed moved from pit {from} to pit {to}.',
  'arrange.put-back': 'Seeds put back into pit {pit}.',
  'arrange.undone': 'Step undone.',
  'arrange.nothing-to-undo': 'No step of this layout to undo.',
  'arrange.reset-done': 'Back to the starting layout.',

  'status.singles': '{player} now plays singles: one seed, one pit on, into an empty pit.',
  'status.to-move-singles': '{player} to move (singles game).',
  'announce.singles': '{player} has only single seeds left and starts the singles game.',
  'notice.singles': 'Singles game: {player}',
  'notice.passes': '{player} passes',

  'error.single-into-occupied': 'The single seed in pit {pit} may only move into an empty pit.',
  'error.singles-not-yet': 'Pit {pit} holds a single seed; singles may move only once no pit holds two or more.',
  'error.layout-wrong-length': 'The layout must give one count for each of your pits.',
  'error.layout-wrong-total': 'The layout must use exactly the seeds you have.',
  'error.layout-capture-not-inner': 'Only one of your inner pits can capture.',
  'error.layout-capture-not-single': 'The capturing pit must hold exactly one seed.',
  'error.layout-nothing-to-capture': 'The opponent’s facing pit is empty: there is nothing to capture.',
  'error.layout-no-move': 'With one seed in every pit there is no legal move: change something.',
  'error.arrange-not-yours': 'Pit {pit} is your opponent’s: lay out your own pits.',
};

/** @type {Table} */
const makonnFr = {
  'arrange.label': 'Disposition d’ouverture',
  'arrange.intro': '{player} : disposez vos graines dans vos trous comme vous le voulez. Faites glisser une graine d’un trou à un autre, ou cliquez sur un trou pour prendre ses graines, puis sur des trous pour les déposer une à une.',
  'arrange.holding': {
    one: 'Vous tenez {n} graine du trou {pit} : cliquez sur le trou où la déposer, ou sur le trou {pit} pour la remettre.',
    other: 'Vous tenez {n} graines du trou {pit} : cliquez sur des trous pour les déposer une à une, ou sur le trou {pit} pour les remettre.',
  },
  'arrange.marking': 'Choisissez le trou qui prend : un de vos trous intérieurs, avec exactement une graine, face à un trou occupé de {opponent}. Les trous cerclés de rouge peuvent prendre ; choisir à nouveau le trou marqué annule la prise.',
  'arrange.keys': 'Touches : les flèches parcourent vos trous, Entrée prend et dépose, X désigne le trou qui prend, Retour arrière annule une étape, Échap remet la main.',
  'arrange.in-hand': 'En main : {n}',
  'arrange.on-side': 'Dans vos trous : {n} sur {total}',
  'arrange.capture': 'Prendre avec un trou…',
  'arrange.capture-set': 'Prise avec le trou {pit}',
  'arrange.capture-choosing': 'Choix du trou qui prend…',
  'arrange.undo': 'Annuler l’étape',
  'arrange.reset': 'Recommencer',
  'arrange.done': 'Terminé',
  'arrange.ready': 'Prête : sans prise d’ouverture.',
  'arrange.ready-capture': 'Prête : le trou {pit} prend {seeds} ({pits}).',
  'arrange.pits': { one: 'trou {list}', other: 'trous {list}' },
  'arrange.drop-hand': { one: 'Déposez d’abord la graine que vous tenez.', other: 'Déposez d’abord les {n} graines que vous tenez.' },
  'arrange.moved': 'Une graine passe du trou {from} au trou {to}.',
  'arrange.put-back': 'Graines remises dans le trou {pit}.',
  'arrange.undone': 'Étape annulée.',
  'arrange.nothing-to-undo': 'Aucune étape de cette disposition à annuler.',
  'arrange.reset-done': 'Retour à la disposition de départ.',

  'status.singles': '{player} joue désormais les graines seules : une graine, d’un trou, dans un trou vide.',
  'status.to-move-singles': '{player} au trait (jeu des graines seules).',
  'announce.singles': '{player} n’a plus que des graines seules et commence le jeu des graines seules.',
  'notice.singles': 'Jeu des graines seules : {player}',
  'notice.passes': '{player} passe',

  'error.single-into-occupied': 'La graine seule du trou {pit} ne peut aller que dans un trou vide.',
  'error.singles-not-yet': 'Le trou {pit} ne contient qu’une graine ; les graines seules ne bougent que lorsqu’aucun trou n’en contient deux ou plus.',
  'error.layout-wrong-length': 'La disposition doit donner un nombre pour chacun de vos trous.',
  'error.layout-wrong-total': 'La disposition doit utiliser exactement vos graines.',
  'error.layout-capture-not-inner': 'Seul un de vos trous intérieurs peut prendre.',
  'error.layout-capture-not-single': 'Le trou qui prend doit contenir exactement une graine.',
  'error.layout-nothing-to-capture': 'Le trou adverse en face est vide : il n’y a rien à prendre.',
  'error.layout-no-move': 'Avec une graine dans chaque trou, aucun coup n’est possible : changez quelque chose.',
  'error.arrange-not-yours': 'Le trou {pit} est à votre adversaire : disposez vos propres trous.',
};

Object.assign(en, makonnEn);
Object.assign(fr, makonnFr);

/** The Makonn strings, for checking that both languages have every one. */
export const MAKONN_STRINGS = Object.freeze({ en: makonnEn, fr: makonnFr });

/** @type {Record<string, Table>} */
export const TABLES = { en, fr };

/**
 * The best language for a list of preferences (`navigator.languages`).
 * @param {readonly string[]} preferred e.g. `['fr-CA', 'en']`
 * @returns {'en' | 'fr'}
 */
export function pickLanguage(preferred) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base === 'en' || base === 'fr') return base;
  }
  return 'en';
}

/**
 * A translation function for `lang`.
 * @param {string} lang
 * @returns {Translate}
 */
export function translator(lang) {
  const table = TABLES[lang] ?? en;
  const plural = new Intl.PluralRules(lang in TABLES ? lang : 'en');
  return (key, params = {}) => {
    /** @type {Entry | undefined} */
    let entry = table[key] ?? en[key];
    if (entry === undefined) return key;
    if (typeof entry !== 'string') {
      const n = Number(params.n ?? 0);
      entry = entry[plural.select(n)] ?? entry.other ?? Object.values(entry)[0];
    }
    return entry.replace(/\{(\w[\w-]*)\}/g, (whole, name) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

/**
 * A pit's name in messages: its number in the shared numbering (South's
 * leftmost pit is 0), the same numbers the move list, share links, the
 * command-line tool and the rulings use, so every text agrees.
 * @param {number} pit the engine's pit number (from 0)
 */
export function pitName(pit) {
  return String(pit);
}

/**
 * The translated sentence for an engine error, from its stable code.
 * Unknown codes fall back to the engine's English message in English and
 * to a generic sentence in other languages.
 * @param {Translate} t
 * @param {string} lang
 * @param {{ code?: string, message?: string, pit?: number | null }} err
 */
export function errorText(t, lang, err) {
  const code = err.code ?? 'unknown';
  const key = `error.${code}`;
  const params = { pit: err.pit == null ? '' : pitName(err.pit) };
  const known = (TABLES[lang] ?? en)[key] ?? en[key];
  if (known !== undefined) return t(key, params);
  if (lang === 'en' && err.message) return err.message.charAt(0).toUpperCase() + err.message.slice(1) + '.';
  return t('error.unknown');
}

/**
 * The label of a rule option, or its key when it has none.
 * @param {Translate} t
 * @param {string} key
 */
export function optionLabel(t, key) {
  const text = t(`option.${key}`);
  return text === `option.${key}` ? key : text;
}

/**
 * The label of a rule option's value; numbers and unknown values show as given.
 * @param {Translate} t
 * @param {string} value
 */
export function valueLabel(t, value) {
  const text = t(`value.${value}`);
  return text === `value.${value}` ? value : text;
}

// ---------------------------------------------------------------------------
// Game records, share links and embedded boards (record.js, link.js,
// mancala-board.js). Link errors are keyed `link.<engine error code>`; a
// `{n}` names the move at fault when the engine says which.
// ---------------------------------------------------------------------------

/** @type {Table} */
const recordEn = {
  'moves.title': 'Moves',
  'moves.label': 'Moves of the game (arrow keys step through them, Home and End jump to the start and the end)',
  'moves.start': 'Start',
  'moves.none': 'No moves yet.',
  'moves.item': 'Move {n}: {move}',
  'moves.first': 'Go to the start',
  'moves.prev': 'Previous move',
  'moves.next': 'Next move',
  'moves.last': 'Go to the last move',
  'moves.at': 'Move {n} of {total}.',
  'moves.at-start': 'Start of the game.',
  'moves.replace': 'Playing a move here replaces the moves after it.',

  'share.button': 'Share',
  'share.send': 'Send your move',
  'share.copied': 'Link copied. Whoever opens it sees this game and can play on.',
  'share.copied-move': 'Link copied. Send it to your opponent: they play their move and send you a link back.',
  'share.manual': 'Copy this link and send it:',
  'share.field': 'Link to this game',
  'share.opened': 'Game opened from a link.',
  'share.hidden-throw': 'A finger is hidden in the finger game: a link now would show it. Let the other player throw first on this device; for games by link, choose “random” or “alternate” for who starts each round.',

  'link.error-title': 'This link could not be opened.',
  'link.kept': 'The game on the board is unchanged.',
  'link.kept-new': 'A new game is on the board instead.',
  'link.new-game': 'New game',
  'link.dismiss': 'Keep playing',
  'link.link-bad-encoding': 'It contains badly encoded characters: it was probably cut or changed while being copied.',
  'link.link-not-a-record': 'It does not hold a game.',
  'link.code-too-long': 'The position in it is too long to be a real position.',
  'link.code-bad-character': 'It contains characters that a game link never has: it was changed, or it is not a game link.',
  'link.code-unsupported-version': 'It was written in a format this page cannot read (an older or newer version, or not a game link).',
  'link.code-unknown-game': 'It names a game this page does not know.',
  'link.code-missing-field': 'Part of the position is missing: the link was probably cut short.',
  'link.code-unknown-field': 'The position in it has a part this page does not know.',
  'link.code-duplicate-field': 'The position in it gives the same part twice.',
  'link.code-bad-field': 'A number or value in the position is wrong: the link was probably cut short or changed.',
  'link.code-inconsistent': 'The position in it is impossible (for example, its seeds do not add up).',
  'link.record-too-long': 'The game in it is too long (at most 5000 moves).',
  'link.record-bad-move': 'Move {n} in it cannot be read.',
  'link.record-illegal-move': 'Move {n} in it is not allowed in the position where it is played.',
  'link.not-ready': 'Its game cannot be played on this page yet.',
  'link.unknown': 'It is not a valid game link.',

  'embed.error-title': 'The game given to this board could not be opened.',
  'embed.label': 'Mancala board',
};

/** @type {Table} */
const recordFr = {
  'moves.title': 'Coups',
  'moves.label': 'Coups de la partie (les flèches les parcourent, Début et Fin vont au départ et à la fin)',
  'moves.start': 'Début',
  'moves.none': 'Aucun coup pour l’instant.',
  'moves.item': 'Coup {n} : {move}',
  'moves.first': 'Aller au début',
  'moves.prev': 'Coup précédent',
  'moves.next': 'Coup suivant',
  'moves.last': 'Aller au dernier coup',
  'moves.at': 'Coup {n} sur {total}.',
  'moves.at-start': 'Début de la partie.',
  'moves.replace': 'Jouer un coup ici remplace les coups qui suivent.',

  'share.button': 'Partager',
  'share.send': 'Envoyer votre coup',
  'share.copied': 'Lien copié. Qui l’ouvre voit cette partie et peut la continuer.',
  'share.copied-move': 'Lien copié. Envoyez-le à votre adversaire : il joue son coup et vous renvoie un lien.',
  'share.manual': 'Copiez ce lien et envoyez-le :',
  'share.field': 'Lien vers cette partie',
  'share.opened': 'Partie ouverte depuis un lien.',
  'share.hidden-throw': 'Un doigt est caché dans le jeu de doigts : un lien le montrerait. Laissez d’abord l’autre joueur montrer le sien sur cet appareil ; pour jouer par liens, choisissez « au hasard » ou « à tour de rôle » pour qui commence chaque manche.',

  'link.error-title': 'Ce lien n’a pas pu être ouvert.',
  'link.kept': 'La partie en cours n’a pas changé.',
  'link.kept-new': 'Une nouvelle partie est sur le plateau à la place.',
  'link.new-game': 'Nouvelle partie',
  'link.dismiss': 'Continuer la partie',
  'link.link-bad-encoding': 'Il contient des caractères mal codés : il a sans doute été coupé ou modifié lors de la copie.',
  'link.link-not-a-record': 'Il ne contient pas de partie.',
  'link.code-too-long': 'La position qu’il contient est trop longue pour être une vraie position.',
  'link.code-bad-character': 'Il contient des caractères qu’un lien de partie n’a jamais : il a été modifié, ou ce n’est pas un lien de partie.',
  'link.code-unsupported-version': 'Il est écrit dans un format que cette page ne sait pas lire (une version plus ancienne ou plus récente, ou pas un lien de partie).',
  'link.code-unknown-game': 'Il désigne un jeu que cette page ne connaît pas.',
  'link.code-missing-field': 'Une partie de la position manque : le lien a sans doute été coupé.',
  'link.code-unknown-field': 'La position qu’il contient a une partie que cette page ne connaît pas.',
  'link.code-duplicate-field': 'La position qu’il contient donne deux fois la même partie.',
  'link.code-bad-field': 'Un nombre ou une valeur de la position est faux : le lien a sans doute été coupé ou modifié.',
  'link.code-inconsistent': 'La position qu’il contient est impossible (par exemple, ses graines ne font pas le compte).',
  'link.record-too-long': 'La partie qu’il contient est trop longue (5000 coups au plus).',
  'link.record-bad-move': 'Le coup {n} qu’il contient ne peut pas être lu.',
  'link.record-illegal-move': 'Le coup {n} qu’il contient n’est pas permis dans la position où il est joué.',
  'link.not-ready': 'Son jeu ne peut pas encore être joué sur cette page.',
  'link.unknown': 'Ce n’est pas un lien de partie valable.',

  'embed.error-title': 'La partie donnée à ce plateau n’a pas pu être ouverte.',
  'embed.label': 'Plateau de mancala',
};

Object.assign(en, recordEn);
Object.assign(fr, recordFr);

/**
 * The translated reason why a game record (a share link, or an embedded
 * board's attributes) was refused, from the error's stable code; the move
 * at fault is taken from the engine's message when it names one.
 * @param {Translate} t
 * @param {{ code?: string, message?: string }} err
 */
export function recordErrorText(t, err) {
  const key = `link.${err.code ?? 'unknown'}`;
  if (!(key in en)) return t('link.unknown');
  const move = /^move (\d{1,5}) /.exec(String(err.message ?? ''));
  return t(key, { n: move ? move[1] : '?' });
}

// ---------------------------------------------------------------------------
// Ceelkoqyuqkoqiji (ceelk.js, finger.js, placement.js, settlement.js): the
// two goats and the stores, where a sowing drops the goats, huelshe, the
// offer to end a round, the finger game, the settlement between rounds,
// and the reasons the engine gives for refusing one of these choices.
// ---------------------------------------------------------------------------

/** @type {Table} */
const ceelkEn = {
  'ck.panel': 'Choices of the round',
  'moves.secret': '(hidden)',
  'ck.stone.mu': 'mu',
  'ck.stone.gong': 'gong',
  'ck.goat.mu': 'Mu, South’s goat (the larger stone)',
  'ck.goat.gong': 'Gong, North’s goat (the smaller stone)',
  'ck.goat.line': '{goat}: {where}',
  'ck.where.home': 'at home in {player}’s store',
  'ck.where.away': '{where} ({player}’s store is a sink now)',
  'ck.where.pit': 'in pit {pit}',
  'ck.where.held': 'held by {player}',
  'ck.where.hand': 'in the hand',
  'ck.store': '{player}’s store',
  'ck.debt': 'Debt: {debtor} owes {creditor} {n}',
  'board.stock': 'stock {n}',
  'pit.large': 'with the {stone}',

  'ck.finger.title': 'Finger game: who starts round {round}?',
  'ck.finger.rule': 'Index (snake) beats thumb (frog), thumb beats little finger (centipede), little finger beats index. A tie is thrown again.',
  'ck.finger.choose': '{player}, choose a finger while {other} looks away.',
  'ck.finger.choose-second': '{first} has chosen, hidden. {player}, choose your finger.',
  'ck.finger.pass': '{first} has chosen, hidden. Now {player} takes the device.',
  'ck.finger.ready': '{player}: show my fingers',
  'ck.finger.thumb': 'Thumb',
  'ck.finger.index': 'Index finger',
  'ck.finger.little': 'Little finger',
  'ck.finger.the.thumb': 'thumb',
  'ck.finger.the.index': 'index finger',
  'ck.finger.the.little': 'little finger',
  'ck.animal.thumb': 'frog',
  'ck.animal.index': 'snake',
  'ck.animal.little': 'centipede',
  'ck.finger.pick': '{finger} ({animal})',
  'ck.finger.hidden': 'chosen, hidden',
  'ck.finger.waiting': 'waiting',
  'ck.finger.hand': '{player}’s hand: {state}',
  'ck.finger.wins': '{winner}’s {wthe} ({wanimal}) beats {loser}’s {lthe} ({lanimal}): {winner} starts.',
  'ck.finger.tie': 'Both showed the {finger} ({animal}): throw again.',
  'status.ck.finger': 'Finger game: {player} chooses a finger while {other} looks away.',
  'status.ck.finger-second': '{first} has chosen. {player} chooses a finger.',
  'announce.ck.throws': 'South shows the {s} ({sa}), North the {n} ({na}).',

  'ck.offer': 'Offer to end the round',
  'ck.offer.hint': 'If {other} accepts, each player takes the stones in his own sector.',
  'ck.offer.refused': 'Your offer was refused: play on, and offer again on a later turn.',
  'ck.stones-last': 'Always drop the large stones last (do not ask)',

  'ck.place.title': 'Pit {pit}, {dir}: where do the large stones fall?',
  'ck.place.falls': 'The {stone} falls {where}',
  'ck.place.in-pit': 'in pit {pit}',
  'ck.place.in-store': 'in {player}’s store',
  'ck.place.sinks': 'and goes to {player}',
  'ck.place.ends-held': 'In the end {player} holds the {stone}.',
  'ck.place.ends-pit': 'In the end the {stone} lies in pit {pit}.',
  'ck.place.count': 'Choice {i} of {n}',
  'ck.place.default': 'large stones last',
  'ck.place.prev': 'Previous placement',
  'ck.place.next': 'Next placement',
  'ck.place.sow': 'Sow',
  'ck.place.cancel': 'Cancel',
  'ck.place.hint': 'Tap a ringed pit or store to drop a large stone there, or step with ◀ ▶ (arrow keys). Enter sows, Esc cancels.',
  'status.ck.place': 'Choose where the large stones fall, then sow.',
  'announce.ck.place': 'Placement {i} of {n}: {text}',

  'ck.huelshe.title': '{player}’s sector is empty: huelshe?',
  'ck.huelshe.full': 'Huelshe puts one stone from {player}’s stock into each pit of his sector; then he plays.',
  'ck.huelshe.partial': {
    one: '{player} has {n} stone in stock: he may put it in one pit of his sector; choose which, then he plays.',
    other: '{player} has {n} stones in stock: they go one per pit into {n} consecutive pits of his sector. Choose where the run begins (on the board or below); then he plays.',
  },
  'ck.huelshe.run': { one: 'Pit {from}', other: 'Pits {from}–{to}' },
  'ck.huelshe.fill': { one: 'Huelshe: fill pit {from}', other: 'Huelshe: fill pits {from}–{to}' },
  'ck.decline': 'Decline: end the round',
  'ck.decline.hint': 'Declining ends the round: {other} takes the stones in his own sector.',
  'ck.decline.no': 'Declining is not allowed while a goat is at home: {list}.',
  'ck.decline.home': 'the {stone} is in {player}’s store',
  'status.ck.huelshe': '{player}’s sector is empty: huelshe or decline.',
  'status.ck.huelshe-must': '{player}’s sector is empty: he must huelshe, since a goat is at home.',

  'ck.offered.title': '{offerer} offers to end the round.',
  'ck.offered.hint': '{player}, if you accept, each player takes the stones in his own sector and the round is settled. If you refuse, {offerer} plays on.',
  'ck.accept': 'Accept',
  'ck.refuse': 'Refuse',
  'status.ck.offered': '{offerer} offers to end the round: {player}, accept or refuse.',

  'ck.settle.title': 'Round {round} is over: the settlement',
  'ck.settle.held': 'Stones at the end of the round',
  'ck.settle.pits': 'Pits owned',
  'ck.settle.reserve': 'Reserve',
  'ck.settle.debt': 'Debt',
  'ck.settle.owes': 'owes {n}',
  'ck.settle.nothing': '—',
  'ck.settle.goat-home': 'The {stone} stayed in {owner}’s store: nothing to pay.',
  'ck.settle.goat-own': 'The {stone} came back to {owner}, its owner: nothing to pay.',
  'ck.settle.goat-bought': 'The {stone} was won by {holder}: {owner} paid {paid} to buy it back.',
  'ck.settle.goat-short': 'The {stone} was won by {holder}: {owner} could pay only {paid} of its price of {price}; the rest goes on his debt.',
  'ck.settle.transfer': '{from} handed {n} stones to {to} to settle up and refill.',
  'ck.settle.refill': 'Every pit a player owns is refilled with {u} stones.',
  'ck.settle.sold': 'Sold pits: {list}.',
  'ck.settle.sold-item': 'pit {pit} belongs to {player}',
  'ck.settle.sale': '{seller} sold pit {pit} to {buyer}.',
  'ck.settle.buy': '{player} bought back pit {pit}.',
  'ck.settle.must-sell': '{player} owes {n}, at least {u} (one pit’s refill), so he must sell one of his pits. Choose which, on the board or below.',
  'ck.settle.sell-why': 'The buyer pays {u} for it and it needs no refill, so the debt falls by {u2}. The sold pit stays in its row, always empty: whatever is sown into it goes to the buyer.',
  'ck.settle.sell': 'Sell pit {pit}',
  'ck.settle.may-buy': '{player} owes nothing and has a reserve of {n}: he may buy back a sold pit of his row for {u}.',
  'ck.settle.buy-why': 'He pays {u} and refills the pit, borrowing what the reserve lacks. Only a reserve of at least {min} allows it, so the debt never goes above {max}.',
  'ck.settle.buy-pit': 'Buy back pit {pit}',
  'ck.settle.done': 'Done: buy nothing more',
  'ck.settle.continue': 'Continue to round {round}',
  'ck.settle.next-finger': 'Round {round} begins with the finger game.',
  'ck.settle.next-starts': 'Round {round}: {player} starts.',
  'ck.settle.over': 'The match is over: {result}',
  'ck.settle.net': 'Net worth (pits × {u} + reserve − debt): South {s}, North {n}.',
  'ck.settle.winner': '{player} wins the match.',
  'ck.settle.draw': 'The match is drawn.',
  'ck.settle.close': 'Close',
  'status.ck.sell': '{player} owes {n}: he must sell a pit.',
  'status.ck.buy': '{player} may buy back a sold pit, or finish.',
  'status.ck.settled': 'Round {round} is settled.',
  'status.ck.refilling': '{player} refills his sector (huelshe).',

  'announce.ck.offer': '{player} offers to end the round.',
  'announce.ck.refuse': '{player} refuses: the round goes on.',
  'announce.ck.accept': '{player} accepts: the round ends.',
  'announce.ck.huelshe': '{player} refills from his stock: {list}.',
  'announce.ck.decline': '{player} declines huelshe: the round ends.',
  'announce.ck.sell': '{player} sells pit {pit}.',
  'announce.ck.buy': '{player} buys back pit {pit}.',
  'announce.ck.done': '{player} buys nothing more.',
  'announce.ck.debt': '{player} owes {n}.',
  'announce.ck.no-debt': 'Nobody owes anything.',

  'dialog.net-worth': 'Net worth',
  'value.prices.7/6': 'Mu 7, gong 6',
  'value.prices.5/5': 'Both 5',
  'value.match.3': '3 rounds',
  'value.match.5': '5 rounds',
  'value.match.10': '10 rounds',
  'value.first.finger': 'Finger game',
  'value.first.random': 'Random',
  'value.first.alternate': 'Alternate',

  'error.bad-placement': 'The large stones cannot be placed that way when sowing pit {pit}.',
  'error.not-in-debt': 'A pit may be sold only while owing at least one pit’s refill.',
  'error.reserve-too-small': 'Buying back a pit needs no debt and a reserve of at least one pit’s refill plus one.',
  'error.not-sold': 'Pit {pit} is not a sold pit of your row.',
  'error.huelshe-not-consecutive': 'Huelshe fills consecutive pits of your sector, and the run cannot start there.',
  'error.no-huelshe': 'Huelshe needs an empty sector and stones in stock.',
  'error.cannot-decline': 'Huelshe cannot be declined while a goat is in its home store.',
  'error.no-offer': 'No end of the round has been offered.',
  'error.must-sell': 'The debt is too large: a pit must be sold first.',
  'error.offer-refused': 'Your offer to end the round was refused: play on, and offer again on a later turn.',
};

/** @type {Table} */
const ceelkFr = {
  'ck.panel': 'Choix de la manche',
  'moves.secret': '(caché)',
  'ck.stone.mu': 'mu',
  'ck.stone.gong': 'gong',
  'ck.goat.mu': 'Mu, la chèvre de Sud (la plus grosse pierre)',
  'ck.goat.gong': 'Gong, le bouc de Nord (la plus petite)',
  'ck.goat.line': '{goat} : {where}',
  'ck.where.home': 'chez soi, dans le magasin de {player}',
  'ck.where.away': '{where} (le magasin de {player} est désormais un puits)',
  'ck.where.pit': 'dans le trou {pit}',
  'ck.where.held': 'détenu par {player}',
  'ck.where.hand': 'dans la main',
  'ck.store': 'magasin de {player}',
  'ck.debt': 'Dette : {debtor} doit {n} à {creditor}',
  'board.stock': 'réserve {n}',
  'pit.large': 'avec le {stone}',

  'ck.finger.title': 'Jeu de doigts : qui commence la manche {round} ?',
  'ck.finger.rule': 'L’index (serpent) bat le pouce (grenouille), le pouce bat l’auriculaire (mille-pattes), l’auriculaire bat l’index. En cas d’égalité, on recommence.',
  'ck.finger.choose': '{player}, choisissez un doigt pendant que {other} regarde ailleurs.',
  'ck.finger.choose-second': '{first} a choisi, en secret. {player}, choisissez votre doigt.',
  'ck.finger.pass': '{first} a choisi, en secret. Au tour de {player} de prendre l’appareil.',
  'ck.finger.ready': '{player} : montrer mes doigts',
  'ck.finger.thumb': 'Pouce',
  'ck.finger.index': 'Index',
  'ck.finger.little': 'Auriculaire',
  'ck.finger.the.thumb': 'le pouce',
  'ck.finger.the.index': 'l’index',
  'ck.finger.the.little': 'l’auriculaire',
  'ck.animal.thumb': 'grenouille',
  'ck.animal.index': 'serpent',
  'ck.animal.little': 'mille-pattes',
  'ck.finger.pick': '{finger} ({animal})',
  'ck.finger.hidden': 'choisi, caché',
  'ck.finger.waiting': 'en attente',
  'ck.finger.hand': 'Main de {player} : {state}',
  'ck.finger.wins': '{Wthe} ({wanimal}) de {winner} bat {lthe} ({lanimal}) de {loser} : {winner} commence.',
  'ck.finger.tie': 'Tous deux ont montré {finger} ({animal}) : on recommence.',
  'status.ck.finger': 'Jeu de doigts : {player} choisit un doigt pendant que {other} regarde ailleurs.',
  'status.ck.finger-second': '{first} a choisi. {player} choisit un doigt.',
  'announce.ck.throws': 'Sud montre {s} ({sa}), Nord {n} ({na}).',

  'ck.offer': 'Proposer de finir la manche',
  'ck.offer.hint': 'Si {other} accepte, chacun prend les pierres de son propre secteur.',
  'ck.offer.refused': 'Votre proposition a été refusée : jouez, et proposez de nouveau à un prochain tour.',
  'ck.stones-last': 'Toujours semer les grosses pierres en dernier (sans demander)',

  'ck.place.title': 'Trou {pit}, {dir} : où tombent les grosses pierres ?',
  'ck.place.falls': 'Le {stone} tombe {where}',
  'ck.place.in-pit': 'dans le trou {pit}',
  'ck.place.in-store': 'dans le magasin de {player}',
  'ck.place.sinks': 'et revient à {player}',
  'ck.place.ends-held': 'À la fin, {player} détient le {stone}.',
  'ck.place.ends-pit': 'À la fin, le {stone} est dans le trou {pit}.',
  'ck.place.count': 'Choix {i} sur {n}',
  'ck.place.default': 'grosses pierres en dernier',
  'ck.place.prev': 'Placement précédent',
  'ck.place.next': 'Placement suivant',
  'ck.place.sow': 'Semer',
  'ck.place.cancel': 'Annuler',
  'ck.place.hint': 'Touchez un trou ou un magasin cerclé pour y faire tomber une grosse pierre, ou parcourez avec ◀ ▶ (flèches). Entrée sème, Échap annule.',
  'status.ck.place': 'Choisissez où tombent les grosses pierres, puis semez.',
  'announce.ck.place': 'Placement {i} sur {n} : {text}',

  'ck.huelshe.title': 'Le secteur de {player} est vide : huelshe ?',
  'ck.huelshe.full': 'Le huelshe met une pierre de la réserve de {player} dans chaque trou de son secteur ; puis il joue.',
  'ck.huelshe.partial': {
    one: '{player} a {n} pierre en réserve : il peut la mettre dans un trou de son secteur ; choisissez lequel, puis il joue.',
    other: '{player} a {n} pierres en réserve : elles vont une par trou dans {n} trous consécutifs de son secteur. Choisissez où commence la suite (sur le plateau ou ci-dessous) ; puis il joue.',
  },
  'ck.huelshe.run': { one: 'Trou {from}', other: 'Trous {from} à {to}' },
  'ck.huelshe.fill': { one: 'Huelshe : remplir le trou {from}', other: 'Huelshe : remplir les trous {from} à {to}' },
  'ck.decline': 'Refuser : finir la manche',
  'ck.decline.hint': 'Refuser finit la manche : {other} prend les pierres de son propre secteur.',
  'ck.decline.no': 'Impossible de refuser tant qu’une grosse pierre est chez elle : {list}.',
  'ck.decline.home': 'le {stone} est dans le magasin de {player}',
  'status.ck.huelshe': 'Le secteur de {player} est vide : huelshe ou refus.',
  'status.ck.huelshe-must': 'Le secteur de {player} est vide : il doit faire huelshe, car une grosse pierre est chez elle.',

  'ck.offered.title': '{offerer} propose de finir la manche.',
  'ck.offered.hint': '{player}, si vous acceptez, chacun prend les pierres de son propre secteur et la manche est réglée. Si vous refusez, {offerer} continue de jouer.',
  'ck.accept': 'Accepter',
  'ck.refuse': 'Refuser',
  'status.ck.offered': '{offerer} propose de finir la manche : {player}, acceptez ou refusez.',

  'ck.settle.title': 'Fin de la manche {round} : le règlement',
  'ck.settle.held': 'Pierres en fin de manche',
  'ck.settle.pits': 'Trous possédés',
  'ck.settle.reserve': 'Réserve',
  'ck.settle.debt': 'Dette',
  'ck.settle.owes': 'doit {n}',
  'ck.settle.nothing': '—',
  'ck.settle.goat-home': 'Le {stone} est resté dans le magasin de {owner} : rien à payer.',
  'ck.settle.goat-own': 'Le {stone} est revenu à {owner}, son propriétaire : rien à payer.',
  'ck.settle.goat-bought': 'Le {stone} a été gagné par {holder} : {owner} a payé {paid} pour le racheter.',
  'ck.settle.goat-short': 'Le {stone} a été gagné par {holder} : {owner} n’a pu payer que {paid} sur son prix de {price} ; le reste s’ajoute à sa dette.',
  'ck.settle.transfer': '{from} a donné {n} pierres à {to} pour solder les comptes et remplir les trous.',
  'ck.settle.refill': 'Chaque trou possédé est rempli de {u} pierres.',
  'ck.settle.sold': 'Trous vendus : {list}.',
  'ck.settle.sold-item': 'le trou {pit} appartient à {player}',
  'ck.settle.sale': '{seller} a vendu le trou {pit} à {buyer}.',
  'ck.settle.buy': '{player} a racheté le trou {pit}.',
  'ck.settle.must-sell': '{player} doit {n}, au moins {u} (le remplissage d’un trou) : il doit vendre un de ses trous. Choisissez lequel, sur le plateau ou ci-dessous.',
  'ck.settle.sell-why': 'L’acheteur le paie {u} et il n’a plus à être rempli : la dette baisse de {u2}. Le trou vendu reste dans sa rangée, toujours vide : tout ce qu’on y sème revient à l’acheteur.',
  'ck.settle.sell': 'Vendre le trou {pit}',
  'ck.settle.may-buy': '{player} ne doit rien et a une réserve de {n} : il peut racheter un trou vendu de sa rangée pour {u}.',
  'ck.settle.buy-why': 'Il paie {u} et remplit le trou, en empruntant ce qui manque à sa réserve. Il faut une réserve d’au moins {min}, pour que la dette ne dépasse jamais {max}.',
  'ck.settle.buy-pit': 'Racheter le trou {pit}',
  'ck.settle.done': 'Terminé : ne rien racheter de plus',
  'ck.settle.continue': 'Passer à la manche {round}',
  'ck.settle.next-finger': 'La manche {round} commence par le jeu de doigts.',
  'ck.settle.next-starts': 'Manche {round} : {player} commence.',
  'ck.settle.over': 'Le match est terminé : {result}',
  'ck.settle.net': 'Valeur nette (trous × {u} + réserve − dette) : Sud {s}, Nord {n}.',
  'ck.settle.winner': '{player} gagne le match.',
  'ck.settle.draw': 'Le match est nul.',
  'ck.settle.close': 'Fermer',
  'status.ck.sell': '{player} doit {n} : il doit vendre un trou.',
  'status.ck.buy': '{player} peut racheter un trou vendu, ou terminer.',
  'status.ck.settled': 'La manche {round} est réglée.',
  'status.ck.refilling': '{player} remplit son secteur (huelshe).',

  'announce.ck.offer': '{player} propose de finir la manche.',
  'announce.ck.refuse': '{player} refuse : la manche continue.',
  'announce.ck.accept': '{player} accepte : la manche se termine.',
  'announce.ck.huelshe': '{player} remplit depuis sa réserve : {list}.',
  'announce.ck.decline': '{player} refuse le huelshe : la manche se termine.',
  'announce.ck.sell': '{player} vend le trou {pit}.',
  'announce.ck.buy': '{player} rachète le trou {pit}.',
  'announce.ck.done': '{player} ne rachète rien de plus.',
  'announce.ck.debt': '{player} doit {n}.',
  'announce.ck.no-debt': 'Personne ne doit rien.',

  'dialog.net-worth': 'Valeur nette',
  'value.prices.7/6': 'Mu 7, gong 6',
  'value.prices.5/5': 'Les deux 5',
  'value.match.3': '3 manches',
  'value.match.5': '5 manches',
  'value.match.10': '10 manches',
  'value.first.finger': 'Jeu de doigts',
  'value.first.random': 'Au hasard',
  'value.first.alternate': 'En alternance',

  'error.bad-placement': 'Les grosses pierres ne peuvent pas être placées ainsi en semant le trou {pit}.',
  'error.not-in-debt': 'On ne peut vendre un trou qu’en devant au moins le remplissage d’un trou.',
  'error.reserve-too-small': 'Racheter un trou demande de n’avoir aucune dette et une réserve d’au moins le remplissage d’un trou plus un.',
  'error.not-sold': 'Le trou {pit} n’est pas un trou vendu de votre rangée.',
  'error.huelshe-not-consecutive': 'Le huelshe remplit des trous consécutifs de votre secteur, et la suite ne peut pas commencer là.',
  'error.no-huelshe': 'Le huelshe demande un secteur vide et des pierres en réserve.',
  'error.cannot-decline': 'On ne peut pas refuser le huelshe tant qu’une grosse pierre est dans son magasin.',
  'error.no-offer': 'Aucune fin de manche n’a été proposée.',
  'error.must-sell': 'La dette est trop grande : il faut d’abord vendre un trou.',
  'error.offer-refused': 'Votre proposition de finir la manche a été refusée : jouez, et proposez de nouveau à un prochain tour.',
};

Object.assign(en, ceelkEn);
Object.assign(fr, ceelkFr);

/** The Ceelkoqyuqkoqiji strings, for checking that both languages have every one. */
export const CEELK_STRINGS = Object.freeze({ en: ceelkEn, fr: ceelkFr });
