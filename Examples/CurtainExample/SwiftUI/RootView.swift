import Curtain
import SwiftUI

/// The first screen for this launch's route; keeps the splash up while the feed loads.
@MainActor
struct RootView: View {
  @Environment(\.launchCurtain) private var curtain
  @StateObject private var feed = FeedModel()

  var body: some View {
    NavigationView {
      screen(for: route)
    }
    .task {
      await curtain?.keepOnScreen { await feed.load() }
      // Anything that must not happen behind the splash (a keyboard, a tutorial) waits here.
      await ExampleLaunch.curtain.splashFinished.finished()
      print("Curtain: splash gone")
    }
  }

  /// Decided once per launch: the same answer for every scene and every redraw.
  private var route: ExampleRoute {
    ExampleLaunch.curtain.route(with: ExampleRoute.router, reason: LaunchState.reason).route
  }

  @ViewBuilder private func screen(for route: ExampleRoute) -> some View {
    switch route {
    case .onboarding: Text("Welcome to Chirp").navigationTitle("Welcome")
    case .whatsNew: Text("A faster launch").navigationTitle("What's new")
    case .item(let id): Text("Opened from a link").navigationTitle("Chirp \(id)")
    case .compose: Text("From the quick action").navigationTitle("New chirp")
    case .home: FeedView(feed: feed)
    }
  }
}

/// The feed.
@MainActor
struct FeedView: View {
  @ObservedObject var feed: FeedModel

  var body: some View {
    List(feed.chirps, id: \.self) { Text($0) }
      .overlay { if feed.chirps.isEmpty { ProgressView() } }
      .navigationTitle("Chirp")
  }
}
