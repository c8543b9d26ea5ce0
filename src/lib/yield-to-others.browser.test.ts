import { describe, expect, it } from 'vitest';
import { yieldToOthers } from './yield-to-others';

describe('yieldToOthers', () => {
  it('goes on after the tasks queued before it', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('queued before');
    channel.port2.postMessage(null);
    await yieldToOthers();
    order.push('went on');
    channel.port1.close();
    expect(order).toEqual(['queued before', 'went on']);
  });
});
