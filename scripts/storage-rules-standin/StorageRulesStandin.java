// A stand-in for firebase-tools' cloud-storage-rules-runtime, used only where the real runtime
// is not cached and cannot be downloaded (no internet). It speaks the runtime's JSON-lines protocol
// so the Storage emulator can start, but it cannot evaluate storage.rules: every client request is
// denied. KotaStay never lets clients touch Storage directly (uploads and private reads go through
// Functions with the Admin SDK, public photos are served with download tokens), so deny-all is the
// safe local behaviour. See docs/decisions/003-storage-through-functions.md.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public final class StorageRulesStandin {
  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\"\\s*:\\s*\"([a-z_]+)\"");

  public static void main(String[] args) throws Exception {
    System.out.println("{\"id\":-1,\"status\":\"ok\",\"result\":{},\"errors\":[],\"warnings\":[]}");
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      Matcher id = ID.matcher(line);
      Matcher action = ACTION.matcher(line);
      if (!id.find()) continue;
      String requestId = id.group(1);
      String kind = action.find() ? action.group(1) : "";
      String result = kind.equals("load_ruleset") ? "{\"rulesVersion\":\"2\"}" : "{\"permit\":false}";
      System.out.println("{\"id\":" + requestId + ",\"status\":\"ok\",\"action\":\"" + kind + "\",\"result\":" + result + ",\"errors\":[],\"warnings\":[]}");
      System.out.flush();
    }
  }
}
