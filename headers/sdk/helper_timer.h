// helper_timer.h: the CUDA samples' stopwatch helpers (declarations only;
// see helper_cuda.h for how the samples' own copy wins).
#if __has_include_next(<helper_timer.h>)
#include_next <helper_timer.h>
#else
#ifndef TANDEM_HELPER_TIMER_H
#define TANDEM_HELPER_TIMER_H
class StopWatchInterface {
public:
  StopWatchInterface() {}
  virtual ~StopWatchInterface() {}
  virtual void start() = 0;
  virtual void stop() = 0;
  virtual void reset() = 0;
  virtual float getTime() = 0;
  virtual float getAverageTime() = 0;
};
__attribute__((host)) bool sdkCreateTimer(StopWatchInterface **timer);
__attribute__((host)) bool sdkDeleteTimer(StopWatchInterface **timer);
__attribute__((host)) bool sdkStartTimer(StopWatchInterface **timer);
__attribute__((host)) bool sdkStopTimer(StopWatchInterface **timer);
__attribute__((host)) bool sdkResetTimer(StopWatchInterface **timer);
__attribute__((host)) float sdkGetAverageTimerValue(StopWatchInterface **timer);
__attribute__((host)) float sdkGetTimerValue(StopWatchInterface **timer);
#endif
#endif
