import { NotFoundPage } from '../../common/components/NotFoundPage';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';

/** What a channel's or theme's page shows when the address names nothing (or it was deleted). */
export function MissingItem({ body }: { body: string }) {
  return <NotFoundPage homePath={channelPaths.list} homeLabel={channelStrings.backToChannels} body={body} />;
}
