import { CONSOLE, OPERATOR_ROLES } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';
import { type OperatorSecret, SecretView } from './SecretView.tsx';

interface Values {
  name: string;
  role: (typeof OPERATOR_ROLES)[number];
}

/** "Add an operator": name and role, then the one-time password and otpauth URI, shown once. */
export function AddOperator() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<OperatorSecret | null>(null);
  const [form] = Form.useForm<Values>();
  const add = useMutation({
    mutationFn: (values: Values) => api.call('consoleAddOperator', values),
    onSuccess: (answer) => {
      setSecret(answer);
      void queryClient.invalidateQueries({ queryKey: ['operators'] });
    },
  });

  const close = () => {
    setOpen(false);
    setSecret(null);
    add.reset();
    form.resetFields();
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('operators.add')}
      </Button>
      <Modal
        open={open}
        title={secret ? t('operators.added') : t('operators.add')}
        onCancel={close}
        okText={secret ? t('common.done') : t('operators.add')}
        cancelButtonProps={secret ? { style: { display: 'none' } } : {}}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: add.isPending }}
        onOk={() => (secret ? close() : form.submit())}
        maskClosable={false}
        destroyOnHidden
      >
        {secret ? (
          <SecretView secret={secret} />
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ role: 'moderator' }}
            onFinish={(values) => add.mutate(values)}
            requiredMark={false}
          >
            <Form.Item
              name="name"
              label={t('operators.name')}
              extra={t('operators.nameRule')}
              validateStatus={add.error ? 'error' : undefined}
              help={add.error?.message}
              rules={[{ required: true, pattern: CONSOLE.namePattern, message: t('operators.nameRule') }]}
            >
              <Input autoFocus />
            </Form.Item>
            <Form.Item name="role" label={t('operators.role')}>
              <Select options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
