import { CONSOLE } from '@kk/contract';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Act, DESTRUCTIVE, TIMED } from './acts.ts';
import { type ModerationSubject, useModerate } from './useModerate.ts';

interface Values {
  reason: string;
  hours?: number;
}

/**
 * Asks the reason of an act (told to the member, kept in the audit log) and the hours of a mute or suspension;
 * a destructive act is confirmed once more before it is sent.
 */
export function ActionDialog({
  act,
  subject,
  onClose,
  onDone,
}: {
  act: Act | null;
  subject: ModerationSubject;
  onClose(): void;
  onDone?(act: Act): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const moderate = useModerate(subject);

  useEffect(() => {
    if (act) form.resetFields();
  }, [act, form]);

  async function run(values: Values) {
    if (!act) return;
    try {
      await moderate.mutateAsync({ act, reason: values.reason, ...(TIMED.has(act) ? { hours: values.hours } : {}) });
      message.success(t('moderate.done', { action: t(`action.${act}`) }));
      onClose();
      onDone?.(act);
    } catch (caught) {
      message.error(caught instanceof Error ? caught.message : String(caught));
    }
  }

  async function submit() {
    if (!act) return;
    const values = await form.validateFields();
    if (!DESTRUCTIVE.has(act)) return run(values);
    modal.confirm({
      title: t('moderate.confirmTitle', { action: t(`action.${act}`) }),
      content: t(`moderate.confirm.${act as 'suspend' | 'ban' | 'shadowban' | 'remove'}`),
      okText: t(`action.${act}`),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(values),
    });
  }

  return (
    <Modal
      open={act !== null}
      title={act ? t(`action.${act}`) : ''}
      okText={act ? t(`action.${act}`) : ''}
      okButtonProps={{ danger: act ? DESTRUCTIVE.has(act) : false, loading: moderate.isPending }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ hours: 24 }} requiredMark={false}>
        <Form.Item
          name="reason"
          label={t('moderate.reason')}
          extra={act === 'dismiss' ? t('moderate.reasonDismiss') : t('moderate.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('moderate.reasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={CONSOLE.reasonMax} showCount />
        </Form.Item>
        {act && TIMED.has(act) ? (
          <Form.Item
            name="hours"
            label={t('moderate.hours')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: CONSOLE.hoursMax,
                message: t('moderate.hoursRange', { max: CONSOLE.hoursMax }),
              },
            ]}
          >
            <InputNumber min={1} max={CONSOLE.hoursMax} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
