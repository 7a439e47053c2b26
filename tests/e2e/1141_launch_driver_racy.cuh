// Host driver of 1141_launch_in_include_racy.cu: blocks of 128 threads,
// for a kernel whose tiles are 64 elements apart.
#pragma once
void run_tiles(float *d, int n) { fill_tiles<<<n / 128, 128>>>(d, n); }
