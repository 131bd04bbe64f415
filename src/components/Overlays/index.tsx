/**
 * Hosts the app-wide overlays (toast, dialog) from UiStore. RoutePage renders it on every
 * page; it also closes the dialog when the history moves.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { useStores } from '../../stores/context';
import { Toast } from '../Toast';
import { Dialog } from '../Dialog';
import { onHistoryMove } from './history';

export const Overlays = observer(function Overlays() {
  const { ui } = useStores();
  useEffect(() => onHistoryMove(() => ui.onHistoryChange()), [ui]);
  const { toast, dialog } = ui;
  return (
    <>
      {dialog ? (
        <Dialog
          key={dialog.id}
          title={dialog.title}
          content={dialog.content}
          confirmText={dialog.confirmText}
          cancelText={dialog.cancelText}
          onConfirm={() => ui.confirmDialog()}
          onCancel={() => ui.cancelDialog()}
        />
      ) : null}
      {toast ? <Toast key={toast.id} text={toast.text} /> : null}
    </>
  );
});
