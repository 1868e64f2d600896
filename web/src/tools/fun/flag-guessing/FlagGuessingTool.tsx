/**
 * Flag guessing: a flag, four country names, 20 rounds and three lives (rules in the Rust
 * core). The flags come from our origin (/flags/, from npm flag-icons); all of them are
 * fetched once the first flag has shown, so the service worker has them for offline games.
 * (Fetched at once, 250 flags held up the first one on a slow phone link: it is the page's
 * largest paint.)
 */
import warningSvg from '@ant-design/icons-svg/inline-svg/filled/exclamation-circle.svg?raw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lightIcon } from '../../../shared/lightIcon';
import { QuizBoard } from '../../../shared/quiz/QuizBoard';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { COUNTRIES, flagUrl } from './countries';
import './flag-guessing.css';

const ExclamationCircleFilled = lightIcon(warningSvg, 'ExclamationCircleFilled');

const NS = 'flag-guessing';
const CONFIG = { pool: COUNTRIES.length, choices: 4, rounds: 20, lives: 3 };

/** How many flags are downloaded at once by `prefetchFlags`. */
const PREFETCH_AT_ONCE = 4;

/**
 * Fetches every flag once per page visit; the service worker caches the answers. A few at a
 * time, each after the last one came: 60 `fetch` calls in one go were a 150 ms task on a slow
 * phone, right after the first flag showed, and they crowded the link the answers use.
 */
let prefetched = false;
function prefetchFlags() {
  if (prefetched) return;
  prefetched = true;
  const queue = [...COUNTRIES];
  const next = (): Promise<void> | undefined => {
    const code = queue.shift();
    if (code === undefined) return;
    // Read to the end, so that the whole flag reaches the cache.
    return fetch(flagUrl(code))
      .then((response) => response.arrayBuffer())
      .then(next, () => {
        // Offline on a first visit: that flag loads later, or says so; the next flag that
        // shows tries the rest again.
        prefetched = false;
      });
  };
  for (let i = 0; i < PREFETCH_AT_ONCE; i++) void next();
}

function Flag({ code }: { code: (typeof COUNTRIES)[number] }) {
  const { t } = useTranslation(NS);
  // The board gives each flag its own key, so this starts afresh with every question.
  const [failed, setFailed] = useState(false);
  return failed ? (
    <div className="notice notice-warning" role="alert">
      <ExclamationCircleFilled className="notice-icon" aria-hidden />
      <span className="notice-text">{t('flagFailed')}</span>
    </div>
  ) : (
    <img
      className="flag-image"
      src={flagUrl(code)}
      alt={t('flagAlt')}
      width={320}
      height={240}
      fetchPriority="high"
      onLoad={prefetchFlags}
      onError={() => {
        setFailed(true);
        prefetchFlags();
      }}
      data-testid="flag-image"
    />
  );
}

export default function FlagGuessingTool() {
  const { t } = useTranslation(NS);
  const quiz = useQuiz(CONFIG, `${NS}:best`);
  return (
    <QuizBoard
      ns={NS}
      quiz={quiz}
      prompt={(answer) => (
        <>
          <p className="quiz-question">{t('question')}</p>
          <Flag key={answer} code={COUNTRIES[answer]} />
        </>
      )}
      label={(item) => t(`countries.${COUNTRIES[item]}`)}
    />
  );
}
