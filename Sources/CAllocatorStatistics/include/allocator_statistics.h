// What the C allocator holds, for the web host's `/status` and its leak checks: glibc's `mallinfo2()` and
// `malloc_trim()`, which Swift's Glibc module does not expose. Elsewhere the figures are unknown (-1) and nothing is
// trimmed.
#ifndef OCV_ALLOCATOR_STATISTICS_H
#define OCV_ALLOCATOR_STATISTICS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back (glibc: `uordblks + hblkhd` of `mallinfo2()`), or -1.
long long ocv_allocator_bytes_in_use(void);

/// Returns free memory at the top of the heap and in whole free pages to the system (glibc: `malloc_trim(0)`);
/// whether any was returned.
int ocv_allocator_trim(void);

#endif
