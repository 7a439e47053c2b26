// The steps of 1141_launch_in_include_ok.cu's program, in the style of
// Rodinia's programs, whose main.cu includes the .cu files that launch.
#pragma once
#include "1141_launch_driver.cuh"
