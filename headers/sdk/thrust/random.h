// thrust/random.h: see thrust/tandem_thrust.h (tandem's Thrust stand-in).
#pragma once
// Thrust's random engines and distributions have stream operators
// (operator<< and >> on std::basic_ostream/istream), so Thrust's header
// brings in <iostream>, and programs use std::cout after it alone.
#include <iostream>
#include "tandem_thrust.h"
