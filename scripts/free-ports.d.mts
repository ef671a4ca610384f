/** The first of `count` consecutive ports free now on 127.0.0.1, below the kernel's ephemeral range (free-ports.mjs). */
export declare const freePorts: (count: number) => Promise<number>;
