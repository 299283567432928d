import CurtainCore
import CurtainRender

/// A splash video's frames as times: the first time at which the frame shown at a given time
/// is shown, so two instants showing the same decoded frame name the same video time.
protocol VideoFrameTimes {
  /// The first time, in seconds into the video, that shows the frame shown at `time`.
  func firstTime(showingFrameAt time: Double) -> Double
}

extension Stage {
  /// This stage with every video layer's time moved to the first time showing the same frame
  /// of `video` (`VideoFrameTimes`): it draws the same pixels, and two instants of a launch
  /// that show the same frame (a 30 fps video drawn at 60 fps, the last frame held after the
  /// end, a still stretch of video) have equal stages, so the second is not drawn again.
  func withFirstVideoTimes(_ video: any VideoFrameTimes) -> Stage {
    var stage = self
    for index in stage.windows.indices {
      stage.windows[index].layer.moveVideoTimes(video)
    }
    return stage
  }
}

extension Layer {
  fileprivate mutating func moveVideoTimes(_ video: any VideoFrameTimes) {
    if case .video(let name, let time, let mode) = content {
      content = .video(name: name, time: video.firstTime(showingFrameAt: time), mode)
    }
    for index in sublayers.indices { sublayers[index].moveVideoTimes(video) }
    if var mask {
      mask.moveVideoTimes(video)
      self.mask = mask
    }
  }
}
