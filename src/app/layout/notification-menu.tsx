import { useIntl } from 'react-intl';
import { Menu } from '../../ui/menu';
import { BellIcon } from './shell-icons';

/** doc 1 §2.6: the notification menu shows an "in development" text. */
export function NotificationMenu() {
  const intl = useIntl();
  return (
    <Menu
      label={intl.formatMessage({ id: 'app.notifications.label' })}
      trigger={<BellIcon />}
      iconOnly
      placement="bottom-end"
      items={[
        {
          value: 'in-development',
          label: intl.formatMessage({ id: 'app.notifications.inDevelopment' }),
          disabled: true,
          onSelect: () => {},
        },
      ]}
    />
  );
}
