import { useCallback } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import type { Brand } from '#contracts/brand';
import {
  type AccountChannel,
  CHANNEL_QUERY,
  CHANNELS_QUERY,
  ChannelData,
  type ChannelSummary,
  ChannelsData,
  type MerchandiseResult,
  queryMerchandise,
} from '#contracts/merchandise';
import { apiCall } from '#platform/api/api-request';
import { useConfig } from '#platform/config/ConfigProvider';

/** A GraphQL answer with errors, without the data asked for, or for a channel that does not exist. */
export class MerchandiseError extends Error {
  override readonly name = 'MerchandiseError';
}

function dataOf<S extends z.ZodType>(schema: S, result: MerchandiseResult): z.output<S> {
  if (result.errors?.length) throw new MerchandiseError(result.errors.map((e) => e.message).join('; '));
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) throw new MerchandiseError('Unable to parse response!');
  return parsed.data;
}

/** SWR keys: the call's name and the query (the body is what tells the two apart). */
export const channelsKey = [queryMerchandise.name, 'Channels'] as const;
export const channelKey = (code: string, locale: string) =>
  [queryMerchandise.name, 'Channel', code, locale] as const;

export async function fetchChannels(): Promise<ChannelSummary[]> {
  return dataOf(ChannelsData, await apiCall(queryMerchandise, { body: { query: CHANNELS_QUERY } })).Channels;
}

export async function fetchChannel(code: string, locale: string): Promise<AccountChannel> {
  const result = await apiCall(queryMerchandise, {
    body: { query: CHANNEL_QUERY, variables: { code, locale } },
  });
  const { Channel } = dataOf(ChannelData, result);
  if (!Channel) throw new MerchandiseError(`unknown channel ${code}`);
  return Channel;
}

/** The channel of the brand's vendor (its site id and vendor locale) in the list. */
export function vendorChannel(channels: readonly ChannelSummary[], brand: Brand): ChannelSummary | undefined {
  return channels.find((c) => c.Vendor.ID === brand.siteId && c.Vendor.Locale === brand.vendorLocale);
}

/**
 * The merchandise channel of the current brand: the channel list loads first (shared by every screen), then the
 * vendor's channel, once, when a screen asks for it. `error` when either fails or the vendor has no channel.
 */
export function useCurrentChannel(): {
  channel: AccountChannel | undefined;
  error: unknown;
  isLoading: boolean;
} {
  const { brand } = useConfig();
  const list = useSWR(channelsKey, fetchChannels);
  const summary = list.data ? vendorChannel(list.data, brand) : undefined;
  const current = useSWR(
    summary ? channelKey(summary.ID, summary.Vendor.Locale) : null,
    ([, , code, locale]) => fetchChannel(code, locale),
  );
  const unknown = list.data !== undefined && summary === undefined;
  return {
    channel: current.data,
    error:
      list.error ??
      current.error ??
      (unknown ? new MerchandiseError('no channel for this vendor') : undefined),
    isLoading: list.isLoading || current.isLoading,
  };
}

/** The channel's title of an article, when the channel knows it. */
export function articleTitle(channel: AccountChannel | undefined, articleId: string): string | undefined {
  return channel?.Articles.find((a) => a.ID === articleId)?.Title;
}

/** A product's name: the current channel's title of its article, else the title it was ordered (or saved) with. */
export function useArticleTitle(): (articleId: string, fallback: string) => string {
  const { channel } = useCurrentChannel();
  return useCallback((articleId, fallback) => articleTitle(channel, articleId) ?? fallback, [channel]);
}
