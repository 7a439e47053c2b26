// thrust/random/uniform_int_distribution.h: see thrust/tandem_thrust.h (tandem's Thrust stand-in).
#pragma once
#include "../tandem_thrust.h"
