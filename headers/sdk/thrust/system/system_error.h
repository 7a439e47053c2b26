// thrust/system/system_error.h: see thrust/tandem_thrust.h (tandem's Thrust stand-in).
#pragma once
#include "../tandem_thrust.h"
