// Confirmations of an action that cannot be undone (delete a photo, log out, delete the account, clear the log or
// the local cache): the confirming button is red, as Chinese apps draw them, so it never reads as the safe choice.
import Dialog from 'antd-mobile/es/components/dialog';

export interface DestructiveConfirm {
  title: string;
  content: string;
  /** The red button: says what happens ("删除", "退出登录"), never a bare "确定". */
  confirmText: string;
  cancelText: string;
}

/** Resolves true when the user confirms, false on cancel or a tap outside. */
export function confirmDestructive({ title, content, confirmText, cancelText }: DestructiveConfirm): Promise<boolean> {
  return new Promise((resolve) => {
    Dialog.show({
      title,
      content,
      closeOnAction: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: cancelText, onClick: () => resolve(false) },
          { key: 'confirm', text: confirmText, bold: true, danger: true, onClick: () => resolve(true) },
        ],
      ],
    });
  });
}
