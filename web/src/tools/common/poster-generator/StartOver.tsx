/**
 * "Start over", asked first: a native modal <dialog> (role alertdialog, named by its question)
 * gives the focus trap, Escape and the return of the focus to the button for free. The focus
 * goes to Cancel, the choice that loses nothing; a click on the backdrop cancels too.
 */
import undoSvg from '@ant-design/icons-svg/inline-svg/outlined/undo.svg?raw';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lightIcon } from '../../../shared/lightIcon';

const UndoOutlined = lightIcon(undoSvg, 'UndoOutlined');

export function StartOver({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation('poster-generator');
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  function open() {
    const d = dialog.current;
    if (!d || d.open) return;
    d.returnValue = '';
    d.showModal();
    cancel.current?.focus();
  }

  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={open}>
        <UndoOutlined aria-hidden />
        {t('reset')}
      </button>
      <dialog
        ref={dialog}
        role="alertdialog"
        className="poster-confirm"
        aria-labelledby="poster-reset-question"
        data-testid="poster-reset-dialog"
        onClose={() => {
          if (dialog.current?.returnValue === 'ok') onConfirm();
        }}
        // A click on the backdrop (the dialog itself has no padding of its own) cancels.
        onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      >
        <form method="dialog" className="poster-confirm-box">
          <p id="poster-reset-question" className="poster-confirm-question">
            {t('resetConfirm')}
          </p>
          <div className="light-actions poster-confirm-actions">
            <button ref={cancel} type="submit" value="cancel" className="button">
              {t('common:actions.cancel')}
            </button>
            <button type="submit" value="ok" className="button button-primary">
              {t('resetOk')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
