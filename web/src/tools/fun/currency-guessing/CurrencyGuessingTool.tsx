/**
 * Currency guessing: a currency (symbol, code, unit: not its name, which names the country) and four countries or regions, or the
 * reverse (a region and four currency codes, which is harder); 15 rounds, three lives. The
 * rules are the shared quiz's (Rust core); the question type and the best score of each are
 * remembered.
 */
import { useTranslation } from 'react-i18next';
import { QuizBoard } from '../../../shared/quiz/QuizBoard';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { isOneOf, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { CURRENCIES, currencyClue } from './currencies';
import './currency-guessing.css';
import { RadioOptions } from '../../../shared/LightChoices';

const NS = 'currency-guessing';
const MODES = ['currency', 'region'] as const;
type Mode = (typeof MODES)[number];
const CONFIG = { pool: CURRENCIES.length, choices: 4, rounds: 15, lives: 3 };
const CLUE_CLASSES = ['currency-symbol', 'currency-code', 'currency-unit'];

function Game({ mode }: { mode: Mode }) {
  const { t } = useTranslation(NS);
  const quiz = useQuiz(CONFIG, `${NS}:best:${mode}`);
  const name = (i: number) => t(`currencies.${CURRENCIES[i].code}.name`);
  const region = (i: number) => t(`currencies.${CURRENCIES[i].code}.region`);
  const unit = (i: number) => t(`currencies.${CURRENCIES[i].code}.unit`, { defaultValue: '' });
  const code = (i: number) => t('currencyOption', CURRENCIES[i]);

  const prompt = (i: number) => {
    const { code: iso, symbol } = CURRENCIES[i];
    return (
      <>
        {mode === 'currency' ? (
          <>
            <p className="quiz-question">{t('askRegion')}</p>
            <div className="currency-card" data-testid="currency-card">
              {currencyClue(i, { name: name(i), region: region(i), unit: unit(i) }).map(
                (part, k) => (
                  <span key={k} className={CLUE_CLASSES[k]}>
                    {part}
                  </span>
                ),
              )}
            </div>
          </>
        ) : (
          // The region stands alone on its card, as the currency does the other way round:
          // "used in {{region}}" would need an article before some names in English.
          <>
            <p className="quiz-question">{t('askCurrency')}</p>
            <div className="currency-card" data-testid="currency-card">
              <span className="currency-region">{region(i)}</span>
            </div>
          </>
        )}
        {quiz.outcome && (
          <span className="currency-reveal" data-testid="currency-reveal">
            {t('reveal', { code: iso, symbol, name: name(i), region: region(i) })}
          </span>
        )}
      </>
    );
  };

  return (
    <QuizBoard ns={NS} quiz={quiz} prompt={prompt} label={mode === 'currency' ? region : code} />
  );
}

export default function CurrencyGuessingTool() {
  const { t } = useTranslation(NS);
  // In the URL too (#mode=region), so a link opens the same question type.
  const [mode, setMode] = useUrlState(
    'mode',
    usePersistentState<Mode>(`${NS}:mode`, 'currency', isOneOf(MODES)),
    isOneOf(MODES),
    'currency',
  );
  return (
    <div className="currency-tool">
      <div className="currency-mode">
        <span id="currency-mode-label">{t('mode')}</span>
        <div className="light-radios" role="radiogroup" aria-labelledby="currency-mode-label">
          <RadioOptions
            name="currency-mode"
            value={mode}
            options={MODES}
            label={(m) => t(`modes.${m}`)}
            onChange={setMode}
            look="radio"
          />
        </div>
      </div>
      {/* A new game (and its own best score) for each question type. */}
      <Game key={mode} mode={mode} />
    </div>
  );
}
