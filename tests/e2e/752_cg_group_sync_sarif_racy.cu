// --format=sarif for an insufficient group sync (741's kernel): rule
// TDM120, the class in the properties, and the block.sync() line as the
// related location whose scope is too narrow (the race-free counterpart
// with grid.sync() is 740).
//@ args: --format=sarif --blockDim=32 --gridDim=2
//@ exit: 1
//@ expect: "ruleId":"TDM120"
//@ expect: "class":"insufficient group sync"
//@ expect-re: \{"id":2,"physicalLocation":\{"artifactLocation":\{"uri":"752_cg_group_sync_sarif_racy.cu"\},"region":\{"startLine":17,"startColumn":[0-9]+\}\},"message":\{"text":"the synchronisation whose scope is too narrow for this pair \(insufficient group sync\)"\}\}
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b) {
  cg::thread_block block = cg::this_thread_block();
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = (int)i;
  block.sync();
  b[i] = a[(i + 32) % 64];
}
