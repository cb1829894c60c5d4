// The confirmation before coins are spent (buyVip): coins are money, so nothing is spent on one tap. Not red
// like shared/ui/confirm.ts's destructive dialogs: buying is the expected choice, but it is never the default.
import Dialog from 'antd-mobile/es/components/dialog';

export interface SpendConfirm {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** Resolves true when the user confirms, false on cancel or a tap outside. */
export function confirmSpend({ title, content, confirmText, cancelText }: SpendConfirm): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.show({
      title,
      content,
      closeOnAction: true,
      closeOnMaskClick: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: cancelText, onClick: () => resolve(false) },
          { key: 'confirm', text: confirmText, bold: true, onClick: () => resolve(true) },
        ],
      ],
    });
  });
}
