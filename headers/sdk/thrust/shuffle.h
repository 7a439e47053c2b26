// thrust/shuffle.h: see thrust/tandem_thrust.h (tandem's Thrust stand-in).
#pragma once
#include "tandem_thrust.h"
