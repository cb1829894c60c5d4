// The two icons of payment, drawn like the app's line icons (shared/ui/icons.tsx): VIP's crown and a coin.
import { Icon, type IconProps } from '../../shared/ui/icons.tsx';

const CROWN = ['M4 18h16', 'M4.5 15 3 7l5 3.5L12 5l4 5.5L21 7l-1.5 8z'];
const COIN = ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M9 8l3 4 3-4M12 12v5M9.5 13.5h5'];

export function CrownIcon(props: IconProps) {
  return <Icon paths={CROWN} {...props} />;
}

export function CoinIcon(props: IconProps) {
  return <Icon paths={COIN} {...props} />;
}
