import { CONSOLE } from '@kk/contract';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';

interface ChangeValues {
  new_password: string;
  confirm: string;
  otp: string;
}

/**
 * Replaces the one-time password `operator add` or `reset` printed (login answered -2921). A fresh TOTP is asked:
 * the one given at login may be used up by the time the operator chooses a password.
 */
export function ChangePasswordForm({
  name,
  password,
  reason,
  onChanged,
  onCancel,
}: {
  name: string;
  password: string;
  reason: string;
  onChanged(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: ChangeValues) {
    setBusy(true);
    setError(null);
    try {
      await api.call('consoleChangePassword', { name, password, new_password: values.new_password, otp: values.otp });
      onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<ChangeValues> layout="vertical" onFinish={submit} requiredMark={false}>
      <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} />
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item
        name="new_password"
        label={t('changePassword.newPassword')}
        rules={[
          {
            required: true,
            min: CONSOLE.passwordMin,
            max: CONSOLE.passwordMax,
            message: t('changePassword.length', { min: CONSOLE.passwordMin, max: CONSOLE.passwordMax }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('changePassword.confirm')}
        dependencies={['new_password']}
        rules={[
          { required: true, message: t('changePassword.mismatch') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('changePassword.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="otp"
        label={t('login.otp')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.otpInvalid') }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('changePassword.submit')}
        </Button>
        <Button onClick={onCancel}>{t('common.back')}</Button>
      </Space>
    </Form>
  );
}
