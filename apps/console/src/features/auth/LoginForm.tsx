import { CODE, CONSOLE } from '@kk/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ConsoleError } from '../../shared/api/api.ts';
import { session } from '../../shared/session/session.ts';

export interface LoginValues {
  name: string;
  password: string;
  otp: string;
}

/**
 * Name, password and the authenticator's six digits. A one-time password that was never changed answers -2921:
 * `onMustChange` then takes the operator to the change-password form with what they typed.
 */
export function LoginForm({
  initialName,
  notice,
  onSignedIn,
  onMustChange,
}: {
  initialName?: string;
  notice?: string;
  onSignedIn(): void;
  onMustChange(values: LoginValues, message: string): void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginValues) {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call('consoleLogin', values);
      session.set({ operator: answer.operator, csrf: answer.csrf });
      onSignedIn();
    } catch (caught) {
      if (caught instanceof ConsoleError && caught.code === CODE.operatorPasswordChange) {
        onMustChange(values, caught.message);
      } else {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<LoginValues>
      layout="vertical"
      onFinish={submit}
      initialValues={{ name: initialName ?? '' }}
      requiredMark={false}
    >
      {notice ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item name="name" label={t('login.name')} rules={[{ required: true, message: t('login.nameRequired') }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={CONSOLE.passwordMax} />
      </Form.Item>
      <Form.Item
        name="otp"
        label={t('login.otp')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.otpInvalid') }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
