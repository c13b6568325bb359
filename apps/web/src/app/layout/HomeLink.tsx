import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { shellStrings } from './strings';

/** The logo, linking home. */
export function HomeLink() {
  return (
    <Link to={paths.home} aria-label={shellStrings.homeLinkLabel} className="-ml-1 inline-flex min-h-11 items-center rounded-lg px-1">
      <Logo />
    </Link>
  );
}
