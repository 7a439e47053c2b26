// Host driver of 1141_launch_in_include_ok.cu: the launch the kernel's
// verdict depends on is here, two #include levels below the file tandem
// is given (1141_launch_steps.cuh includes this file).
#pragma once
void run_tiles(float *d, int n) { fill_tiles<<<n / 64, 64>>>(d, n); }
